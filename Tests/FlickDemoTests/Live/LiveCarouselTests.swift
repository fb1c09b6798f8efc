@testable import FlickDemo
import Foundation
import XCTest

/// The carousel demo in the real `flick` on its own Xvfb, driven through XTest (xdotool):
/// keys, clicks and drags, each step waiting on the trace's state and `settled` lines, the
/// window compared with `flick record` of the same steps.
final class LiveCarouselTests: LiveDemoTestCase {
    override var demo: String { "carousel" }

    /// Presses `key` and waits for `state` to reach `value` and the frame after it to settle.
    @discardableResult
    private func key(_ key: String, until state: String, is value: String) throws -> Int {
        let mark = app.count
        try app.xdotool(["key", key])
        let i = try app.waitState(state, value, after: mark)
        return try app.waitSettled(after: i)
    }

    /// A drag in 20 px steps a frame apart (about 1200 px/s), pressed at `from`, released at
    /// `to`; with `still`, the pointer rests there first so the release has no speed.
    private func drag(from: (Int, Int), to: (Int, Int), step: Int = 20, still: Bool = false) throws {
        var args = ["mousemove", "\(from.0)", "\(from.1)", "mousedown", "1"]
        let dx = to.0 - from.0, dy = to.1 - from.1
        let n = max(1, max(abs(dx), abs(dy)) / step)
        for k in 1...n {
            args += ["mousemove", "\(from.0 + dx * k / n)", "\(from.1 + dy * k / n)", "sleep", "0.016"]
        }
        if still { args += ["sleep", "0.25"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
    }

    func testTabPresentsThePagesAndTheWindowMatchesTheHeadlessRender() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        try assertWindowMatchesHeadless("key Tab\nsettle", "present")
    }

    func testADragAcrossTheRowMovesToTheNextPage() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        let mark = app.count
        // Released at rest past half a page: the row settles on the next page (no flick).
        try drag(from: (800, 330), to: (300, 330), still: true)
        let i = try app.waitState("carousel.selected", "1", after: mark)
        try app.waitFor(from: mark, "pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
        try app.waitSettled(after: i)
        try assertWindowMatchesHeadless("key Tab\nsettle\ndown 800 330\nmove 550 330\nwait 17\nmove 300 330\nwait 250\nup 300 330\nsettle",
                                        "drag")
    }

    func testArrowKeysMoveAndAClickOnTheSelectedCardOpensIt() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        try key("Right", until: "carousel.selected", is: "1")
        try key("End", until: "carousel.selected", is: "5")
        try key("Home", until: "carousel.selected", is: "0")
        try key("Right", until: "carousel.selected", is: "1")
        let mark = app.count
        try app.xdotool(["mousemove", "512", "330", "click", "1"])
        let i = try app.waitState("carousel.presenting", "false", after: mark)
        try app.waitSettled(after: i)
        try assertWindowMatchesHeadless("key Tab\nsettle\nkey Right\nsettle\nclick 512 330\nsettle", "open")
    }

    func testKeysCloseAddAndReopenPages() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        try key("ctrl+w", until: "carousel.count", is: "5")
        try key("Delete", until: "carousel.count", is: "4")
        try key("ctrl+shift+t", until: "carousel.count", is: "5")
        try key("ctrl+t", until: "carousel.presenting", is: "false")
        XCTAssertEqual(try lastState("carousel.count"), "6")
        XCTAssertEqual(try lastState("carousel.title"), "Untitled")
        try assertWindowMatchesHeadless("key Tab\nsettle\nkey ctrl+w\nsettle\nkey Delete\nsettle\nkey ctrl+shift+t\nsettle\nkey ctrl+t\nsettle",
                                        "edit")
    }

    func testDraggingACardUpClosesIt() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        let mark = app.count
        try drag(from: (512, 400), to: (512, 80))
        let i = try app.waitState("carousel.count", "5", after: mark)
        try app.waitSettled(after: i)
        try assertWindowMatchesHeadless("key Tab\nsettle\ndrag 512 400 512 80 300\nsettle", "fling-up")
    }

    func testALongPressThenADragReordersTheCard() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        var mark = app.count
        try app.xdotool(["mousemove", "512", "330", "mousedown", "1"])
        mark = try app.waitFor(from: mark, "long-press") {
            $0["type"] as? String == "gesture" && $0["kind"] as? String == "long-press"
        }
        var args: [String] = []
        for x in stride(from: 532, through: 852, by: 20) { args += ["mousemove", "\(x)", "330", "sleep", "0.016"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
        let i = try app.waitState("carousel.selected", "1", after: mark)
        try app.waitSettled(after: i)
        XCTAssertEqual(try lastState("carousel.title"), WebPageContent.samples[0].title)
        try assertWindowMatchesHeadless("key Tab\nsettle\ndown 512 330\nwait 600\nmove 700 330\nwait 17\nmove 852 330\nup 852 330\nsettle",
                                        "reorder")
    }

    func testThePagesAndNewPageButtonsWork() throws {
        var mark = app.count
        try app.xdotool(["mousemove", "982", "676", "click", "1"])
        mark = try app.waitState("carousel.presenting", "true", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["mousemove", "898", "676", "click", "1"])
        mark = try app.waitState("carousel.count", "7", after: mark)
        mark = try app.waitState("carousel.presenting", "false", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("click 982 676\nsettle\nclick 898 676\nsettle", "buttons")
    }

    func testPinchingInWithCtrlWheelPresentsAndPinchingOutOpens() throws {
        var mark = app.count
        try app.xdotool(["mousemove", "512", "330", "keydown", "ctrl", "click", "5", "keyup", "ctrl"])
        mark = try app.waitState("carousel.presenting", "true", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["mousemove", "512", "330", "keydown", "ctrl", "click", "4", "keyup", "ctrl"])
        mark = try app.waitState("carousel.presenting", "false", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("scroll 512 330 0 1 ctrl\nsettle\nscroll 512 330 0 -1 ctrl\nsettle", "pinch")
    }

    func testNothingWakesTheProcessWhilePresentingAtRest() throws {
        try key("Tab", until: "carousel.presenting", is: "true")
        // The last frame's MIT-SHM completion lands just after `settled`; let it, then measure
        // one idle second (a measurement, not a wait for the app).
        Thread.sleep(forTimeInterval: 0.3)
        let before = try contextSwitches(app.process.processIdentifier)
        Thread.sleep(forTimeInterval: 1.0)
        let after = try contextSwitches(app.process.processIdentifier)
        XCTAssertEqual(after, before, "the idle app woke up \(after - before) times in 1 s")
    }


    /// The last traced value of `key`.
    private func lastState(_ key: String) throws -> String? {
        var value: String?
        for i in 0..<app.count {
            let line = app.line(i)
            if line["type"] as? String == "state", line["key"] as? String == key { value = line["value"] as? String }
        }
        return value
    }
}
