import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// The real `flick` on its own Xvfb, driven through XTest (xdotool), waiting on trace lines,
/// the window captured and compared with the headless render of the same scenario.
final class LiveTests: LiveDemoTestCase {
    override var demo: String { "swiper" }

    private func xprop(_ property: String) throws -> String {
        try ProcessResult.run(try XvfbServer.which("xprop"), ["-id", window, property],
                              environment: ["DISPLAY": server.display]).stdout
    }

    func testTheWindowIsTitledFlickAndShowsTheFirstFrameLikeTheHeadlessRender() throws {
        // The title names the demo ("Flick — Swiper"; LiveWindowPropertiesTests reads it exactly).
        XCTAssertTrue(try xprop("_NET_WM_NAME").contains("\"Flick "))
        XCTAssertTrue(try xprop("WM_NAME").contains("\"Flick - Swiper\""))
        XCTAssertTrue(try xprop("WM_CLASS").contains("\"flick\", \"Flick\""))
        XCTAssertTrue(try xprop("WM_PROTOCOLS").contains("WM_DELETE_WINDOW"))
        try app.waitSettled(after: 0)
        try assertWindowMatchesHeadless("settle", "first-frame")
    }

    func testAMouseDragLeftShowsTheNextItemAndMatchesTheHeadlessRender() throws {
        let mark = app.count
        var args = ["mousemove", "800", "350", "mousedown", "1"]
        // 20 px a frame (~1200 px/s): a swipe of one page, not a momentum fling.
        for x in stride(from: 780, through: 200, by: -20) { args += ["mousemove", "\(x)", "350", "sleep", "0.016"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
        let i = try app.waitState("swiper.index", "1", after: mark)
        try app.waitFor(from: mark, "pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
        try app.waitSettled(after: i)
        try assertWindowMatchesHeadless("drag 800 350 200 350 600\nsettle", "drag-left")
    }

    func testKeysAndClicksChangeStateAndTheWindowMatchesTheHeadlessRender() throws {
        var mark = app.count
        try app.xdotool(["key", "Right"])
        mark = try app.waitState("swiper.index", "1", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["mousemove", "512", "300", "click", "1"])
        mark = try app.waitState("swiper.taps", "1", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("key Right\nsettle\nclick 512 300\nsettle", "key-and-click")
    }

    func testNothingWakesTheProcessWhileIdle() throws {
        try app.waitSettled(after: 0)
        // The last frame's MIT-SHM completion event arrives just after `settled`; let it land,
        // then measure one idle second (a measurement, not a wait for the app).
        Thread.sleep(forTimeInterval: 0.3)
        let before = try contextSwitches(app.process.processIdentifier)
        Thread.sleep(forTimeInterval: 1.0)
        let after = try contextSwitches(app.process.processIdentifier)
        XCTAssertEqual(after, before, "the idle app woke up \(after - before) times in 1 s")
    }

    func testLosingTheXServerPrintsOneLineAndExitsOne() throws {
        try app.waitSettled(after: 0)
        server.stop()
        let status = app.stop()
        XCTAssertEqual(status, 1)
        let lines = app.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, app.standardError)
        XCTAssertTrue(app.standardError.contains("lost the connection to the X server"), app.standardError)
    }

    func testATerminationSignalExitsCleanly() throws {
        try app.waitSettled(after: 0)
        XCTAssertEqual(app.stop(), 0, app.standardError)
    }

}
