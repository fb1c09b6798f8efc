import FlickTestSupport
import FlickDemo
import Foundation
import XCTest

/// Extreme window sizes on a real X server: no crash, a ready line with the size the window got.
final class LiveWindowSizeTests: XCTestCase {
    private func launch(_ size: String) throws -> (XvfbServer, LiveFlick, [String: Any]) {
        let server = try XvfbServer()
        let app = try LiveFlick(["--demo", "swiper", "--size", size], server: server)
        let i = try app.waitFor("the ready line") { $0["type"] as? String == "ready" }
        return (server, app, app.line(i))
    }

    func testAWindowLargerThanTheScreenIsClampedToItAndRuns() throws {
        let (server, app, ready) = try launch("4000x3000")
        defer { _ = app.stop(); server.stop() }
        XCTAssertEqual(ready["width"] as? Int, 1280)
        XCTAssertEqual(ready["height"] as? Int, 800)
        let mark = app.count
        try app.xdotool(["key", "Right"])
        try app.waitState("swiper.index", "1", after: mark)
        try app.waitSettled(after: mark)
    }

    func testAOnePixelWindowRunsAndTakesInput() throws {
        let (server, app, ready) = try launch("1x1")
        defer { _ = app.stop(); server.stop() }
        XCTAssertEqual(ready["width"] as? Int, 1)
        XCTAssertEqual(ready["height"] as? Int, 1)
        let mark = app.count
        // No window manager runs here: the window takes the keyboard focus itself, so keys reach
        // it even though the pointer (screen centre) is far outside it.
        try app.xdotool(["key", "Right"])
        try app.waitState("swiper.index", "1", after: mark)
        try app.waitSettled(after: mark)
    }
}
