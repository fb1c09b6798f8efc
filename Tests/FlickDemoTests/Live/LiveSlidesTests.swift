@testable import FlickDemo
import Foundation
import XCTest

/// The slides demo in the real `flick` on its own Xvfb: replace and cover by drag (ctrl+drag covers), by keys and
/// by the bar's buttons, each window compared with `flick record` of the same steps.
final class LiveSlidesTests: LiveDemoTestCase {
    override var demo: String { "slides" }

    private static let coverUp = (x: 644, y: 670)
    private static let uncoverLeft = (x: 746, y: 670)
    /// A drag with the button held from (x0, y0) to (x1, y1), 20 px a frame.
    private func drag(from x0: Int, _ y0: Int, to x1: Int, _ y1: Int) throws {
        var args = ["mousemove", "\(x0)", "\(y0)", "mousedown", "1"]
        let steps = max(1, max(abs(x1 - x0), abs(y1 - y0)) / 20)
        for i in 1...steps {
            args += ["mousemove", "\(x0 + (x1 - x0) * i / steps)", "\(y0 + (y1 - y0) * i / steps)", "sleep", "0.016"]
        }
        args += ["mouseup", "1"]
        try app.xdotool(args)
    }

    func testADragLeftReplacesWithTheNextSceneAndMatchesTheHeadlessRender() throws {
        let mark = app.count
        try drag(from: 800, 300, to: 200, 300)
        let i = try app.waitState("slides.current", "Ocean", after: mark)
        try app.waitFor(from: mark, "pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
        try app.waitSettled(after: i)
        try assertWindowMatchesHeadless("drag 800 300 200 300 600\nsettle", "drag-left")
    }

    func testADragDownReplacesWithThePreviousSceneFromAbove() throws {
        let mark = app.count
        try drag(from: 500, 100, to: 500, 560)
        let i = try app.waitState("slides.current", "Rings", after: mark)
        try app.waitSettled(after: i)
        try assertWindowMatchesHeadless("drag 500 100 500 560 500\nsettle", "drag-down")
    }

    func testAShortSlowDragCancelsAndLeavesTheSceneInPlace() throws {
        let mark = app.count
        // 120 px, then the pointer rests before release: no velocity, well short of halfway.
        try app.xdotool(["mousemove", "600", "300", "mousedown", "1", "mousemove", "560", "300", "sleep", "0.016",
                         "mousemove", "520", "300", "sleep", "0.016", "mousemove", "480", "300", "sleep", "0.3", "mouseup", "1"])
        let end = try app.waitFor(from: mark, "pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
        try app.waitSettled(after: end)
        XCTAssertFalse((mark..<app.count).contains { i in
            app.line(i)["type"] as? String == "state" && app.line(i)["key"] as? String == "slides.current"
        }, "a cancelled drag never changes the current scene")
        try assertWindowMatchesHeadless("settle", "drag-cancelled")
    }

    func testACtrlDragLeftCoversWithTheNextSceneAndMatchesTheKeyedCover() throws {
        let mark = app.count
        try app.xdotool(["keydown", "ctrl"])
        defer { _ = try? app.xdotool(["keyup", "ctrl"]) }
        try drag(from: 800, 300, to: 200, 300)
        try app.xdotool(["keyup", "ctrl"])
        let i = try app.waitState("slides.depth", "1", after: mark)
        try app.waitState("slides.cover", "Ocean", after: mark)
        try app.waitFor(from: mark, "pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
        try app.waitSettled(after: i)
        XCTAssertFalse((mark..<app.count).contains { i in
            app.line(i)["type"] as? String == "state" && app.line(i)["key"] as? String == "slides.current"
        }, "the covered scene stays the current one")
        // The scenario language has no ctrl+drag: ctrl+Left covers Coral with Ocean from the right too.
        try assertWindowMatchesHeadless("key ctrl+Left\nsettle", "ctrl-drag-cover")
    }

    func testKeysReplaceCoverAndUncover() throws {
        var mark = app.count
        try app.xdotool(["key", "Left"])
        mark = try app.waitState("slides.current", "Ocean", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["key", "ctrl+Up"])
        mark = try app.waitState("slides.cover", "Stripes", after: mark)
        try app.waitState("slides.depth", "1", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("key Left\nsettle\nkey ctrl+Up\nsettle", "keys-cover")
        try app.xdotool(["key", "BackSpace"])
        mark = try app.waitState("slides.depth", "0", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("key Left\nsettle\nkey ctrl+Up\nsettle\nkey BackSpace\nsettle", "keys-uncover")
    }

    func testTheBarsButtonsCoverAndUncover() throws {
        var mark = app.count
        try app.xdotool(["mousemove", "\(Self.coverUp.x)", "\(Self.coverUp.y)", "click", "1", "mousemove", "500", "300"])
        mark = try app.waitState("slides.cover", "Ocean", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["mousemove", "\(Self.coverUp.x)", "\(Self.coverUp.y)", "click", "1", "mousemove", "500", "300"])
        mark = try app.waitState("slides.depth", "2", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("click \(Self.coverUp.x) \(Self.coverUp.y)\nsettle\nclick \(Self.coverUp.x) \(Self.coverUp.y)\nsettle\nmove 500 300\nsettle",
                                        "buttons-cover")
        try app.xdotool(["mousemove", "\(Self.uncoverLeft.x)", "\(Self.uncoverLeft.y)", "click", "1", "mousemove", "500", "300"])
        mark = try app.waitState("slides.depth", "1", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("click \(Self.coverUp.x) \(Self.coverUp.y)\nsettle\nclick \(Self.coverUp.x) \(Self.coverUp.y)\nsettle\nclick \(Self.uncoverLeft.x) \(Self.uncoverLeft.y)\nsettle\nmove 500 300\nsettle",
                                        "buttons-uncover")
    }
}
