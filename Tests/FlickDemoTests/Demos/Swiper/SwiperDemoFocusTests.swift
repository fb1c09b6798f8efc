@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// In the app shell, the swiper demo's toolbars stay up while one of their buttons holds the
/// keyboard focus, keys pressed meanwhile included; toolbars the `t` key showed stay until it
/// hides them, however long the user takes to Tab to them; one node holds the focus all along.
final class SwiperDemoFocusTests: XCTestCase {
    private func focused(_ app: AppController, at t: Double) -> [String] {
        app.host.semanticsTree(now: t).allNodes.filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testToolbarsHoldingTheFocusStayUpAfterAKeyAndUntilTheTKeyHidesThem() throws {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        XCTAssertEqual(app.state["demo"], "swiper")
        app.pressKey("t", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(app.state["swiper.toolbars"], "shown")
        let buttons: Set<String> = ["First", "Previous", "Next", "Last"]
        for _ in 0..<12 where !buttons.contains(focused(app, at: t).first ?? "") {
            t += 0.05
            app.pressKey("Tab", at: t)
            XCTAssertEqual(focused(app, at: t).count, 1, "one focused node: \(focused(app, at: t))")
        }
        let button = try XCTUnwrap(focused(app, at: t).first)
        XCTAssertTrue(buttons.contains(button), "Tab reaches a toolbar button: \(button)")
        app.pressKey("Right", at: t + 0.1)
        t = app.settled(from: t + 0.1)
        for step in 1...8 {
            app.advance(to: t + Double(step) * 0.5)
        }
        t += 4
        XCTAssertEqual(app.state["swiper.toolbars"], "shown", "4 s after a key the focused button's bars are still up")
        XCTAssertEqual(focused(app, at: t), [button])
        app.pressKey("Tab", at: t)
        app.pressKey("Tab", at: t)
        app.pressKey("Tab", at: t)
        app.pressKey("Tab", at: t)
        XCTAssertFalse(buttons.contains(focused(app, at: t).first ?? ""), "the focus left the bars: \(focused(app, at: t))")
        t = app.settled(from: t)
        app.advance(to: t + Constants.toolbarAutoHideS + 0.5)
        t = app.settled(from: t + Constants.toolbarAutoHideS + 0.5)
        XCTAssertEqual(app.state["swiper.toolbars"], "shown", "the keyboard showed them: they stay")
        app.pressKey("t", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(app.state["swiper.toolbars"], "hidden")
    }

    func testTabReachesTheToolbarsTheTKeyShowedHoweverLateItComes() throws {
        let app = AppController(demo: .swiper, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        app.pressKey("Tab", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["Pages"])
        app.pressKey("t", at: t)
        t = app.settled(from: t)
        app.advance(to: t + Constants.toolbarAutoHideS * 3)
        t = app.settled(from: t + Constants.toolbarAutoHideS * 3)
        XCTAssertEqual(app.state["swiper.toolbars"], "shown")
        app.pressKey("Tab", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["First"], "the Tab after the pages goes to the bottom toolbar's first button")
        app.pressKey("space", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(app.state["swiper.index"], "0", "First on the first page")
        app.pressKey("Tab", at: t)
        app.pressKey("space", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["Previous"])
        XCTAssertEqual(app.state["swiper.index"], "6", "Space on Previous goes round to the last page")
    }
}
