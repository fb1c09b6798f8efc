@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// Keyboard focus in the shell follows a click (issue 22 item 12): the ring leaves the row Tab
/// reached for the row chosen with the pointer.
final class ShellFocusTests: XCTestCase {
    @discardableResult
    private func settle(_ s: Shell, from t: Double) -> Double { s.settled(from: t) }

    func testClickingADemoInTheMenuMovesTheFocusFromTheRowTabReached() throws {
        let s = Shell()
        s.layout(size: Size(1024, 700), now: 0)
        s.handle(GestureScript.key("F9"), now: 0)
        var t = settle(s, from: 0)
        let carousel = s.menu.rows[0], swiper = s.menu.rows[1]
        XCTAssertEqual(swiper.title, "Swiper")
        XCTAssertEqual(carousel.title, "Carousel")
        for _ in 0..<8 where !swiper.isFocused { s.handle(GestureScript.key("Tab"), now: t) }
        XCTAssertTrue(swiper.isFocused, "Tab reaches the swiper's row")
        let p = Point(100, s.stack.barHeight + carousel.frame.midY - s.menu.list.scrollOffset(now: t))
        s.handle(.press(p, button: 1, modifiers: []), now: t)
        s.handle(.release(p, button: 1), now: t)
        s.handle(.tap(p, count: 1, button: 1, modifiers: []), now: t)
        XCTAssertTrue(carousel.isFocused, "the clicked row has the focus")
        XCTAssertFalse(swiper.isFocused, "the ring left the row Tab reached")
        t = settle(s, from: t)
        XCTAssertEqual(s.state["demo"], "carousel")
    }

    func testF9PutsTheFocusOnTheShownDemosRowOfTheDrawerAndTheKeysWorkThere() {
        let s = Shell()
        s.layout(size: Size(1024, 700), now: 0)
        s.handle(GestureScript.key("F9"), now: 0)
        XCTAssertTrue(s.menu.rows[1].isFocused, "the swiper's row, the shown demo's")
        var t = settle(s, from: 0)
        s.handle(GestureScript.key("Tab"), now: t)
        XCTAssertTrue(s.menu.rows[2].isFocused, "Tab moves on in the list")
        s.handle(GestureScript.key("Return"), now: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["demo"], "deck")
        XCTAssertEqual(s.state["deck.state"], "closed")
    }

    func testDownAndUpMoveTheFocusAlongTheDemoListAndReturnOpensTheRowWithTheRing() {
        // A short window: the list scrolls, and the focus never stays on a row scrolled away.
        let s = Shell()
        s.layout(size: Size(640, 400), now: 0)
        s.handle(GestureScript.key("F9"), now: 0)
        XCTAssertEqual(s.menu.rows.map(\.isFocused), [false, true, false, false, false], "one focused row, the shown demo's")
        var t = settle(s, from: 0)
        for _ in 0..<3 { s.handle(GestureScript.key("Down"), now: t) }
        XCTAssertTrue(s.menu.rows[4].isFocused, "Down moves the focus from row to row, as in a list box")
        t = settle(s, from: t)
        let list = s.menu.list, slides = s.menu.rows[4]
        let top = slides.frame.minY - list.scrollOffset(now: t), bottom = slides.frame.maxY - list.scrollOffset(now: t)
        XCTAssertTrue(top >= 0 && bottom <= list.size.height, "the focused row scrolled into view: \(top)...\(bottom) in \(list.size.height)")
        s.handle(GestureScript.key("Up"), now: t)
        XCTAssertTrue(s.menu.rows[3].isFocused)
        s.handle(GestureScript.key("Return"), now: t)
        settle(s, from: t)
        XCTAssertEqual(s.state["demo"], "museum")
    }

    func testF9ShowingTheDockedSidebarPutsTheFocusInItToo() {
        let s = Shell()
        s.layout(size: Size(1280, 800), now: 0)
        var t = settle(s, from: 0)
        XCTAssertEqual(s.state["deck.docked.shown"], "left")
        s.handle(GestureScript.key("F9"), now: t)
        XCTAssertFalse(s.menu.rows.contains { $0.isFocused }, "hiding it gives it no focus")
        t = settle(s, from: t)
        s.handle(GestureScript.key("F9"), now: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["deck.docked.shown"], "left")
        XCTAssertTrue(s.menu.rows[1].isFocused)
        s.handle(GestureScript.key("Tab"), now: t)
        XCTAssertTrue(s.menu.rows[2].isFocused, "Tab moves on in the sidebar")
        s.handle(GestureScript.key("Return"), now: t)
        settle(s, from: t)
        XCTAssertEqual(s.state["demo"], "deck")
    }
}
