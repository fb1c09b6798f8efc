import FlickTestSupport
import Foundation
import XCTest

/// A window that decorates itself follows the compositor selection as it changes hands, told by
/// XFixes: on a private Xvfb without a window manager (so nothing else changes), a program that
/// owns `_NET_WM_CM_S0` stands for a compositor that starts and stops.
final class LiveCompositorWatchTests: XCTestCase {
    func testTheShadowGoesWhenTheCompositorSelectionIsLetGoAndComesBackWhenItIsTakenAgain() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var compositor = try CompositorSelection(on: server)
        defer { compositor.stop() }
        let app = try LiveFlick(["--test", "--demo", "shell", "--size", "800x600"], server: server)
        defer { _ = app.stop() }
        let window = try app.waitReady()
        try app.waitSettled(after: 0)

        let spy = try WindowManager.spy(on: server, ["-id", window, "_GTK_FRAME_EXTENTS"])
        defer { spy.stop() }
        guard case .found = spy.lines.waitFor(timeout: 20, { $0.contains("= 25, 25, 25, 25") }) else {
            return XCTFail("no shadow under the compositor; xprop said \(spy.lines.last(3))")
        }
        let mark = spy.lines.count
        compositor.stop()
        guard case .found = spy.lines.waitFor(from: mark, timeout: 20, { $0.contains("= 0, 0, 0, 0") }) else {
            return XCTFail("the shadow stayed without a compositor; xprop said \(spy.lines.last(3))")
        }
        let again = spy.lines.count
        compositor = try CompositorSelection(on: server)
        guard case .found = spy.lines.waitFor(from: again, timeout: 20, { $0.contains("= 25, 25, 25, 25") }) else {
            return XCTFail("the shadow did not come back with the compositor; xprop said \(spy.lines.last(3))")
        }
    }
}
