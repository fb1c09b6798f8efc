@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// What the demo app tells its window: a title naming the shown demo (following the shell's
/// choice), and ctrl+q asking to quit before any demo sees the key.
final class AppControllerWindowTests: XCTestCase {
    private func key(_ app: AppController, _ combo: String, at t: Double) {
        app.handle(.key(KeyInput(key: KeyCombo(parsing: combo)!, time: t)), now: t)
    }

    func testTheTitleNamesEachDemo() {
        let titles: [DemoName: String] = [.carousel: "Flick — Carousel", .swiper: "Flick — Swiper", .deck: "Flick — Deck",
                                          .museum: "Flick — Museum", .slides: "Flick — Slides", .shell: "Flick — Swiper"]
        for (demo, title) in titles {
            XCTAssertEqual(AppController(demo: demo, size: Size(800, 600), now: 0).title, title, demo.rawValue)
        }
    }

    func testInTheShellTheTitleFollowsTheShownDemoAndIsAnnouncedOnce() {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        var announced: [String] = []
        app.onTitleChange = { announced.append($0) }
        key(app, "F9", at: 0)
        var t = app.settled(from: 0)
        XCTAssertEqual(announced, [], "opening the list changes no demo")
        let shell = app.root as! Shell
        let p = Point(100, shell.stack.barHeight + shell.menu.rows[2].frame.midY)
        app.handle(.pointerDown(PointerInput(location: p, button: 1, time: t)), now: t)
        app.handle(.pointerUp(PointerInput(location: p, button: 1, time: t)), now: t)
        t = app.settled(from: t)
        XCTAssertEqual(app.state["demo"], "deck")
        XCTAssertEqual(app.title, "Flick — Deck")
        XCTAssertEqual(announced, ["Flick — Deck"])
    }

    func testCtrlQAsksToQuitFromAnywhereAndReachesNoDemo() {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        var quits = 0
        app.onQuit = { quits += 1 }
        key(app, "F9", at: 0)
        _ = app.settled(from: 0)
        let before = app.state
        key(app, "ctrl+q", at: 1)
        XCTAssertEqual(quits, 1)
        XCTAssertEqual(app.state, before, "the key went no further")
        // Mid-drag too.
        app.handle(.pointerDown(PointerInput(location: Point(500, 300), button: 1, time: 2)), now: 2)
        app.handle(.pointerMove(PointerInput(location: Point(400, 300), button: 1, time: 2.05)), now: 2.05)
        key(app, "ctrl+q", at: 2.1)
        XCTAssertEqual(quits, 2)
        // Other keys with q are not quitting.
        key(app, "q", at: 3)
        key(app, "ctrl+shift+q", at: 3)
        XCTAssertEqual(quits, 2)
    }
}
