import FlickCore
@testable import FlickDemo
import FlickKit
import Foundation
import XCTest

/// The museum in the real `flick` on its own Xvfb, driven through XTest (xdotool): paging by
/// drags, a detail opened and closed by click and by pinch (ctrl+wheel), a resize across the
/// aspect threshold. Each waits on trace lines, then compares the window with `flick record`
/// of the same input.
final class LiveMuseumTests: LiveDemoTestCase {
    override var demo: String { "museum" }

    private let grid = PagedGridLayout(size: Size(1024, 700 - Constants.barHeightPx), shape: .landscape, itemCount: 28)
    /// A slow vertical mouse drag from y0 to y1 at x (20 px a frame).
    private func drag(x: Int, from y0: Int, to y1: Int) throws {
        var args = ["mousemove", "\(x)", "\(y0)", "mousedown", "1"]
        let step = y1 > y0 ? 20 : -20
        for y in stride(from: y0 + step, through: y1, by: step) { args += ["mousemove", "\(x)", "\(y)", "sleep", "0.016"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
    }

    private func center(_ index: Int) -> (String, String) {
        let c = grid.pictureFrame(of: index, position: 0).center
        return (String(Int(c.x)), String(Int(c.y)))
    }

    func testDraggingUpAndDownPagesTheGridAndMatchesTheHeadlessRender() throws {
        var mark = app.count
        try drag(x: 512, from: 450, to: 250)
        mark = try app.waitState("museum.page", "1", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("drag 512 450 512 250 300\nsettle", "page-down")

        mark = app.count
        try drag(x: 512, from: 250, to: 450)
        mark = try app.waitState("museum.page", "0", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("drag 512 450 512 250 300\nsettle\ndrag 512 250 512 450 300\nsettle", "page-up")
    }

    func testAClickOpensADetailAndEscapeClosesItMatchingTheHeadlessRender() throws {
        let (x, y) = center(2)
        var mark = app.count
        try app.xdotool(["mousemove", x, y, "click", "1"])
        mark = try app.waitState("museum.detail", "Egyptian Art", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("click \(x) \(y)\nsettle", "click-open")

        mark = app.count
        try app.xdotool(["key", "Escape"])
        mark = try app.waitState("museum.detail", "none", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("click \(x) \(y)\nsettle\nkey Escape\nsettle", "escape-close")
    }

    func testPinchingOutOpensADetailAndPinchingInClosesIt() throws {
        let (x, y) = center(5)
        var mark = app.count
        let start = mark
        try app.xdotool(["mousemove", x, y, "keydown", "ctrl", "click", "4", "click", "4", "click", "4", "click", "4",
                         "keyup", "ctrl"])
        mark = try app.waitState("museum.detail", "Chinese Painting", after: mark)
        let pinch = try app.waitFor(from: start, "a pinch gesture") {
            $0["type"] as? String == "gesture" && $0["kind"] as? String == "pinch"
        }
        XCTAssertLessThan(pinch, mark, "the detail opened from the pinch")
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("scroll \(x) \(y) 0 -4 ctrl\nsettle", "pinch-open")

        mark = app.count
        try app.xdotool(["keydown", "ctrl", "click", "5", "click", "5", "click", "5", "click", "5", "keyup", "ctrl"])
        mark = try app.waitState("museum.detail", "none", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("move \(x) \(y)\nscroll \(x) \(y) 0 -4 ctrl\nsettle\nscroll \(x) \(y) 0 4 ctrl\nsettle",
                                        "pinch-close")
    }

    func testAPinchThatStopsShortSpringsBackAndThenNothingWakesTheProcess() throws {
        let (x, y) = center(1)
        let mark = app.count
        try app.xdotool(["mousemove", x, y, "keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"])
        var last = try app.waitFor(from: mark, "a pinch gesture") { $0["kind"] as? String == "pinch" }
        last = try app.waitFor(from: last + 1, "the second pinch step") { $0["kind"] as? String == "pinch" }
        let pinchEnd = (app.line(last)["t"] as? Double ?? 0) + Constants.pinchEndGapS * 1000
        // The first settled frame after the pinch has ended is drawn once the picture is back.
        try app.waitFor(from: last, "the picture sprung back") {
            $0["type"] as? String == "settled" && ($0["t"] as? Double ?? 0) >= pinchEnd
        }
        XCTAssertEqual(try traceValue("museum.detail"), "none")
        try assertWindowMatchesHeadless("move \(x) \(y)\nsettle", "pinch-sprung-back")
        // Let the last frame's completion land, then measure one idle second.
        Thread.sleep(forTimeInterval: 0.3)
        let before = try contextSwitches(app.process.processIdentifier)
        Thread.sleep(forTimeInterval: 1.0)
        let after = try contextSwitches(app.process.processIdentifier)
        XCTAssertEqual(after, before, "the idle museum woke up \(after - before) times in 1 s")
    }

    func testResizingAcrossTheAspectThresholdRelaysOutAndKeepsTheFirstCollectionInView() throws {
        var mark = app.count
        try app.xdotool(["mousemove", "512", "300", "key", "End"])
        mark = try app.waitState("museum.page", "3", after: mark)
        try app.waitSettled(after: mark)

        try app.xdotool(["windowsize", window, "600", "780"])
        mark = try app.waitState("museum.columns", "3", after: mark)
        try app.waitState("museum.rows", "3", after: mark - 1)
        mark = try app.waitState("museum.page", "2", after: mark - 1)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("move 512 300\nkey End\nsettle\nsize 600 780\nsettle", "portrait")

        try app.xdotool(["windowsize", window, "1024", "700"])
        mark = try app.waitState("museum.columns", "4", after: mark)
        mark = try app.waitState("museum.page", "3", after: mark - 1)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("key End\nsettle\nsize 600 780\nsettle\nsize 1024 700\nsettle", "landscape-again")
    }

    /// The last traced value of `key`.
    private func traceValue(_ key: String) throws -> String? {
        var value: String?
        for i in 0..<app.count {
            let l = app.line(i)
            if l["type"] as? String == "state", l["key"] as? String == key { value = l["value"] as? String }
        }
        return value
    }

}
