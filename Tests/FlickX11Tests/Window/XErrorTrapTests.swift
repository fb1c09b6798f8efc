@testable import FlickX11
import XCTest

/// Losing the X connection inside Xlib exits from Xlib's I/O error handler, never returning to
/// the loop (issue 18 item 8): the app's hook runs on that path first, once.
final class XErrorTrapTests: XCTestCase {
    override func tearDown() { XErrorTrap.onLostConnection = nil }

    func testTheLostConnectionHookRunsOnceBeforeTheExit() {
        var runs = 0
        X11Window.onLostConnection { runs += 1 }
        XErrorTrap.runLostConnectionHook()
        XErrorTrap.runLostConnectionHook()
        XCTAssertEqual(runs, 1)
    }
}
