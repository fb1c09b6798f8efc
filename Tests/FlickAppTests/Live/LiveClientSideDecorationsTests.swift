import FlickKit
import FlickTestSupport
import XCTest

/// `FlickApp.run` programs under a GNOME window manager (metacity) on a private Xvfb: a root with a
/// header bar (Examples/PhotoBrowser) decorates its own window, with a shadow under a compositor,
/// one without (Examples/ComposedApp) keeps the window manager's frame. Both are built by `make test`; the test waits on their trace.
final class LiveClientSideDecorationsTests: XCTestCase {
    private func example(_ name: String) throws -> String { try ExampleProgram.path(name) }

    /// The example `name` running traced under a window manager, its ready line and its window id.
    private func launch(_ name: String, on xvfb: XvfbServer) throws -> (ProbeProcess, [String: Any], String) {
        let app = try ProbeProcess([], display: xvfb.display, environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1"],
                                   program: try example(name))
        let ready = try app.waitForTrace("ready")
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        try app.waitForTrace("settled", from: ready.index)
        return (app, ready.fields, window)
    }

    /// xwininfo's line naming the window's parent ("Parent window id: 0x… (the root window) …").
    private func parentLine(of window: String, on xvfb: XvfbServer) throws -> String {
        let tree = try Tools.run("xwininfo", ["-tree", "-id", window], display: xvfb.display)
        return tree.split(separator: "\n").first { $0.contains("Parent window id:") }.map(String.init) ?? ""
    }

    func testARootWithAHeaderBarGetsNoFrameAndItsCloseButtonEndsTheProgram() throws {
        let xvfb = try XvfbServer(width: 1280, height: 800)
        let manager = try WindowManager(on: xvfb)
        defer { manager.stop() }
        let (app, ready, window) = try launch("PhotoBrowser", on: xvfb)
        let motif = try Tools.run("xprop", ["-id", window, "_MOTIF_WM_HINTS"], display: xvfb.display)
        XCTAssertTrue(motif.contains("= 0x2, 0x0, 0x0"), motif)
        let parent = try parentLine(of: window, on: xvfb)
        XCTAssertTrue(parent.hasSuffix("(the root window) (has no name)"), "no frame window around it: \(parent)")
        let width = try XCTUnwrap(ready["width"] as? Int)
        let closeX = width - 6 - Int(WindowButtons.widthPx / 2)
        try app.xdotool(["mousemove", "--window", window, "\(closeX)", "\(Int(NavigationBar.heightPx / 2))", "click", "1"])
        XCTAssertEqual(try app.waitForExit(), 0, "Close ends the run as the window manager's close does")
    }

    func testUnderACompositorARootWithAHeaderBarDrawsAShadowAndOneWithoutDrawsNone() throws {
        let xvfb = try XvfbServer(width: 1280, height: 800)
        let manager = try WindowManager(on: xvfb, compositing: true)
        defer { manager.stop() }
        let (decorated, ready, window) = try launch("PhotoBrowser", on: xvfb)
        defer { decorated.terminate() }
        let extents = try Tools.run("xprop", ["-id", window, "_GTK_FRAME_EXTENTS"], display: xvfb.display)
        XCTAssertTrue(extents.contains("= 25, 25, 25, 25"), "the shadow's extents: \(extents)")
        let info = try Tools.run("xwininfo", ["-id", window], display: xvfb.display)
        let width = try XCTUnwrap(ready["width"] as? Int)
        XCTAssertTrue(info.contains("Depth: 32") && info.contains("Width: \(width + 50)"),
                      "a 32-bit window, the traced content inside the shadow: \(info)")

        let (framed, _, other) = try launch("ComposedApp", on: xvfb)
        defer { framed.terminate() }
        let none = try Tools.run("xprop", ["-id", other, "_GTK_FRAME_EXTENTS"], display: xvfb.display)
        XCTAssertTrue(none.contains("not found"), "the window manager's frame, no shadow of the app's: \(none)")
        let otherInfo = try Tools.run("xwininfo", ["-id", other], display: xvfb.display)
        XCTAssertTrue(otherInfo.contains("Depth: 24"), otherInfo)
    }

    func testARootWithoutAHeaderBarKeepsTheWindowManagersFrame() throws {
        let xvfb = try XvfbServer(width: 1280, height: 800)
        let manager = try WindowManager(on: xvfb)
        defer { manager.stop() }
        let (app, _, window) = try launch("ComposedApp", on: xvfb)
        defer { app.terminate() }
        let motif = try Tools.run("xprop", ["-id", window, "_MOTIF_WM_HINTS"], display: xvfb.display)
        XCTAssertTrue(motif.contains("not found"), motif)
        let parent = try parentLine(of: window, on: xvfb)
        XCTAssertFalse(parent.isEmpty || parent.contains("(the root window)"), "the window manager's frame is its parent: \(parent)")
    }
}
