import FlickTestSupport
import FlickCore
@testable import FlickDemo
import Foundation
import XCTest

/// Extreme window sizes on a real X server: no crash, a ready line with the size the window got.
final class LiveWindowSizeTests: XCTestCase {
    private func launch(_ size: String?, _ more: [String] = []) throws -> (XvfbServer, LiveFlick, [String: Any]) {
        let server = try XvfbServer()
        let app = try LiveFlick(["--demo", "swiper"] + (size.map { ["--size", $0] } ?? []) + more, server: server)
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

    func testASizeBelow360x360OpensA360x360WindowThatAsksForNoLess() throws {
        let (server, app, ready) = try launch("320x240")
        defer { _ = app.stop(); server.stop() }
        XCTAssertEqual(ready["width"] as? Int, 360)
        XCTAssertEqual(ready["height"] as? Int, 360)
        XCTAssertEqual(WindowSize.windowMinimumSize, Size(360, 360))
        XCTAssertEqual(app.standardError, "", "a size below the window's minimum is simply made larger")
        let window = try XCTUnwrap(ready["window"] as? String)
        let hints = try ProcessResult.run(try XvfbServer.which("xprop"), ["-id", window, "WM_NORMAL_HINTS"],
                                          environment: ["DISPLAY": server.display]).stdout
        XCTAssertTrue(hints.contains("minimum size: 360 by 360"), hints)
    }

    func testAt2xA360x360SizeOpensA720x720WindowThatAsksForNoLess() throws {
        // The minimum is 360x360 layout px, as libadwaita's: at scale 2 the window is 720x720 px.
        let (server, app, ready) = try launch("360x360", ["--scale", "2"])
        defer { _ = app.stop(); server.stop() }
        XCTAssertEqual(ready["width"] as? Int, 720)
        XCTAssertEqual(ready["height"] as? Int, 720)
        XCTAssertEqual(app.standardError, "", "a size below the window's minimum is simply made larger")
        let window = try XCTUnwrap(ready["window"] as? String)
        let hints = try ProcessResult.run(try XvfbServer.which("xprop"), ["-id", window, "WM_NORMAL_HINTS"],
                                          environment: ["DISPLAY": server.display]).stdout
        XCTAssertTrue(hints.contains("minimum size: 720 by 720"), hints)
    }

    func testAWideButLowSizeKeepsItsWidthAndGrowsTo360High() throws {
        let (server, app, ready) = try launch("800x300")
        defer { _ = app.stop(); server.stop() }
        XCTAssertEqual(ready["width"] as? Int, 800)
        XCTAssertEqual(ready["height"] as? Int, 360)
    }

    func testAWindowResizedBelowTheMinimumToOnePixelRunsAndTakesInput() throws {
        let (server, app, ready) = try launch("320x240")
        defer { _ = app.stop(); server.stop() }
        let window = try XCTUnwrap(ready["window"] as? String)
        // No window manager runs here to hold the hint, so the window goes down to 1x1 (as under a
        // window manager that ignores the hint); the app keeps working there.
        var mark = app.count
        try app.xdotool(["windowsize", window, "1", "1"])
        mark = try app.waitSettled(after: mark)
        // No window manager runs here: the window takes the keyboard focus itself, so keys reach
        // it even though the pointer (screen centre) is far outside it.
        try app.xdotool(["key", "Right"])
        try app.waitState("swiper.index", "1", after: mark)
        try app.waitSettled(after: mark)
    }

    /// Issue 18 item 9: a window manager's resize to 16384x16384 took 1.45 GB of memory (the
    /// layout followed it past the frame buffers' bound); the content now keeps to
    /// `Size.windowBounded` (5792x5792 here) and the app to some 430 MB.
    func testAHugeWindowManagerResizeKeepsMemoryBounded() throws {
        let server = try XvfbServer()
        let app = try LiveFlick(["--demo", "carousel", "--fresh"], server: server)
        defer { _ = app.stop(); server.stop() }
        let window = try app.waitReady()
        var mark = try app.waitSettled(after: 0)
        try app.xdotool(["windowsize", window, "16384", "16384"])
        mark = try app.waitSettled(after: mark)
        // Presenting the row draws every card's image at the new size too.
        try app.xdotool(["key", "Tab"])
        try app.waitState("carousel.presenting", "true", after: mark)
        try app.waitSettled(after: mark)
        let status = try String(contentsOfFile: "/proc/\(app.process.processIdentifier)/status", encoding: .utf8)
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
        print("peak RSS after a 16384x16384 resize: \(peak / 1024) MB")
        XCTAssertGreaterThan(peak, 0)
        XCTAssertLessThan(peak / 1024, 700, "peak RSS \(peak / 1024) MB")
    }

    func testTheDefaultWindowGrowsWithTheScaleAndAGivenSizeDoesNot() throws {
        // 1024x700 layout px at scale 1.25 is a 1280x875 window, clamped to the 1280x800 screen.
        let (server, app, ready) = try launch(nil, ["--scale", "1.25"])
        XCTAssertEqual(ready["width"] as? Int, 1280)
        XCTAssertEqual(ready["height"] as? Int, 800)
        _ = app.stop()
        server.stop()
        let (server2, app2, ready2) = try launch("800x600", ["--scale", "1.25"])
        defer { _ = app2.stop(); server2.stop() }
        XCTAssertEqual(ready2["width"] as? Int, 800)
        XCTAssertEqual(ready2["height"] as? Int, 600)
    }
}
