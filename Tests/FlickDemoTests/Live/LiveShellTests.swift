@testable import FlickDemo
import Foundation
import XCTest

/// The app shell in the real `flick` on its own Xvfb: the default demo, its drawers opened by keys
/// and by dragging in from the window's edge under the bar, a demo picked from the left drawer, and the swiper inside it still
/// swiping; windows compared with `flick record` of the same steps.
final class LiveShellTests: LiveDemoTestCase {
    override var demo: String { "shell" }

    private func drag(from x0: Int, to x1: Int, y: Int) throws {
        var args = ["mousemove", "\(x0)", "\(y)", "mousedown", "1"]
        let steps = max(1, abs(x1 - x0) / 20)
        for i in 1...steps { args += ["mousemove", "\(x0 + (x1 - x0) * i / steps)", "\(y)", "sleep", "0.016"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
    }

    private func firstState(_ key: String) throws -> String {
        let i = try app.waitFor("state \(key)") { $0["type"] as? String == "state" && $0["key"] as? String == key }
        return app.line(i)["value"] as? String ?? ""
    }

    func testTheDefaultDemoIsTheShellShowingTheSwiper() throws {
        XCTAssertEqual(try firstState("demo"), "swiper")
        XCTAssertEqual(try firstState("deck.state"), "closed")
        try assertWindowMatchesHeadless("settle", "start")
    }

    func testPickingADemoFromTheLeftDrawerSwapsItWhileHidden() throws {
        var mark = app.count
        try app.xdotool(["key", "F9"])
        mark = try app.waitState("deck.state", "left", after: mark)
        try app.waitSettled(after: mark)
        // The deck's row: the drawer lies under the 48 px bar.
        try app.xdotool(["mousemove", "100", "368", "click", "1"])
        // The drawer's target is closed at once; the demo changes at the bounce's hidden moment.
        try app.waitState("deck.state", "closed", after: mark)
        mark = try app.waitState("demo", "deck", after: mark)
        try app.waitSettled(after: try app.waitState("deck.offset", "0", after: mark))
        try assertWindowMatchesHeadless("key F9\nsettle\nclick 100 368\nsettle", "pick-deck")
    }

    func testDraggingInFromTheEdgeOpensTheDrawerUnderTheBarAndF10AndEscapeWork() throws {
        var mark = app.count
        try drag(from: 10, to: 600, y: 350)
        mark = try app.waitState("deck.state", "left", after: mark)
        try app.waitSettled(after: try app.waitState("deck.offset", "320", after: mark))
        try assertWindowMatchesHeadless("drag 10 350 600 350 400\nsettle", "edge-drag")
        try app.xdotool(["key", "Escape"])
        mark = try app.waitState("deck.state", "closed", after: mark)
        try app.xdotool(["key", "F10"])
        mark = try app.waitState("deck.state", "right", after: mark)
        try app.waitSettled(after: try app.waitState("deck.offset", "-460", after: mark))
        try app.xdotool(["key", "Escape"])
        try app.waitSettled(after: try app.waitState("deck.state", "closed", after: mark))
    }

    func testThePrimaryMenuOpensByClickAndByTheMenuKeyAndAboutClosesWithEscape() throws {
        var mark = app.count
        // The three-line button before the window's Close at the bar's end (its centre in a 1024 px
        // window: the bar's 6 px inset, Close's 36 px and 3 px between them, then half its 44 px).
        try app.xdotool(["mousemove", "957", "24", "click", "1"])
        mark = try app.waitState("shell.menu", "open", after: mark)
        try app.xdotool(["key", "Escape"])
        mark = try app.waitState("shell.menu", "closed", after: mark)
        try app.xdotool(["key", "Menu"])
        mark = try app.waitState("shell.menu", "open", after: mark)
        try app.xdotool(["key", "End", "Return"])
        mark = try app.waitState("shell.about", "open", after: mark)
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("click 957 24\nsettle\nkey Escape\nkey Menu\nkey End\nkey Return\nsettle", "about")
        try app.xdotool(["key", "Escape"])
        try app.waitSettled(after: try app.waitState("shell.about", "closed", after: mark))
        XCTAssertEqual(try firstState("deck.state"), "closed", "Escape closed the dialog, not a drawer")
    }

    func testTheSwiperInTheCenterStillSwipesAndTheEdgeStripPansTheDeck() throws {
        var mark = app.count
        try drag(from: 800, to: 200, y: 350)
        mark = try app.waitState("swiper.index", "1", after: mark)
        try app.waitSettled(after: mark)
        XCTAssertFalse((mark..<app.count).contains { i in
            app.line(i)["key"] as? String == "deck.state"
        }, "a drag in the middle is the swiper's")
        mark = app.count
        try drag(from: 10, to: 600, y: 350)
        mark = try app.waitState("deck.state", "left", after: mark)
        try app.waitSettled(after: try app.waitState("deck.offset", "320", after: mark))
    }
}
