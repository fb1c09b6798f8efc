import FlickKit
import FlickTestSupport
import Foundation
import XCTest

/// The window decorates itself as GTK does, under a GNOME window manager (metacity) on a private
/// Xvfb: one title bar (the shell's header bar, no window manager frame) whose buttons work.
final class LiveWindowDecorationsTests: XCTestCase {
    private var server: XvfbServer!
    private var manager: WindowManager!
    private var app: LiveFlick!
    private var window = ""
    private let width = 800

    override func setUpWithError() throws {
        server = try XvfbServer()
        manager = try WindowManager(on: server)
        app = try LiveFlick(["--demo", "shell", "--size", "\(width)x600"], server: server)
        window = try app.waitReady()
        try app.waitSettled(after: 0)
    }

    override func tearDown() {
        _ = app?.stop()
        manager?.stop()
        server?.stop()
    }

    private func run(_ tool: String, _ args: [String]) throws -> String {
        let r = try ProcessResult.run(try XvfbServer.which(tool), args, environment: ["DISPLAY": server.display])
        if r.status != 0 { throw HarnessError.message("\(tool) \(args) failed: \(r.stderr)") }
        return r.stdout
    }

    /// Clicks the window's button whose centre is `fromRight` px from the window's right edge, on the header bar.
    private func clickButton(fromRight: Int) throws {
        try app.xdotool(["mousemove", "--window", window, "\(width - fromRight)", "\(Int(NavigationBar.heightPx / 2))",
                         "click", "1"])
    }

    /// The centre of the close button, and of the maximize button beside it, from the right edge:
    /// the bar's inset (6 px), the buttons' width and the 3 px between them.
    private var closeFromRight: Int { 6 + Int(WindowButtons.widthPx / 2) }
    private var maximizeFromRight: Int { 6 + Int(WindowButtons.widthPx) + 3 + Int(WindowButtons.widthPx / 2) }

    func testTheWindowManagerDrawsNoFrameSoTheWindowHasOneTitleBar() throws {
        let motif = try run("xprop", ["-id", window, "_MOTIF_WM_HINTS"])
        XCTAssertTrue(motif.contains("= 0x2, 0x0, 0x0"), "decorations 0: \(motif)")
        // A frame would be the window's parent, larger than it by the frame's extents.
        let tree = try run("xwininfo", ["-tree", "-id", window])
        let parent = tree.split(separator: "\n").first { $0.contains("Parent window id:") }.map(String.init) ?? ""
        XCTAssertTrue(parent.contains("(the root window)"), "no frame window around it: \(parent)")
        let extents = try run("xprop", ["-id", window, "_NET_FRAME_EXTENTS"])
        XCTAssertTrue(extents.contains("not found") || extents.contains("= 0, 0, 0, 0"), extents)
        let actions = try run("xprop", ["-id", window, "_NET_WM_ALLOWED_ACTIONS"])
        XCTAssertTrue(actions.contains("_NET_WM_ACTION_MAXIMIZE_VERT"), "the window is managed: \(actions)")
    }

    func testTheMaximizeButtonMaximizesTheWindow() throws {
        // The window manager's answer is a property change on the window: watched, not waited for.
        let spy = try WindowManager.spy(on: server, ["-id", window, "_NET_WM_STATE"])
        defer { spy.stop() }
        let states = spy.lines
        let mark = app.count
        try clickButton(fromRight: maximizeFromRight)
        guard case .found = states.waitFor(timeout: 20, { $0.contains("_NET_WM_STATE_MAXIMIZED_VERT") }) else {
            return XCTFail("the window was not maximized; xprop said \(states.last(3))")
        }
        try app.waitSettled(after: mark)
        let geometry = try run("xwininfo", ["-id", window])
        XCTAssertTrue(geometry.contains("Width: 1280") && geometry.contains("Height: 800"), geometry)
    }

    func testTheCloseButtonEndsTheApp() throws {
        try clickButton(fromRight: closeFromRight)
        XCTAssertTrue(app.waitForEnd(timeout: 20), "the close button did not end the app")
        XCTAssertEqual(app.process.terminationStatus, 0)
    }
}
