@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The shell's welcome page on virtual time: what it shows, that each row says what its demo is
/// for and opens it, by pointer and by keyboard, and its column in wide and small windows.
final class WelcomePageTests: XCTestCase {
    private func welcomed(_ size: Size = Size(1024, 700)) -> Shell {
        let s = Shell()
        s.showWelcome(now: 0)
        s.layout(size: size, now: 0)
        return s
    }

    func testItFillsTheCenterTitledWelcomeWithNoDemoChosenAndTheAppsSettingsAlone() throws {
        let s = welcomed()
        let page = try XCTUnwrap(s.welcome)
        XCTAssertEqual(s.state["shell.welcome"], "shown")
        XCTAssertTrue(s.deck.center === page.group)
        XCTAssertEqual(s.stack.topPage.title, "Welcome")
        XCTAssertFalse(s.menu.rows.contains(where: \.isSelected), "no demo is chosen in the list")
        XCTAssertEqual(s.settingsList.sections.map(\.title), ["App"])
        XCTAssertEqual(s.stack.rootLeadingItems.map(\.name), ["Demos"])
    }

    func testEachRowSaysWhatItsDemoIsForInASentenceAndOpensIt() throws {
        let s = welcomed()
        let page = try XCTUnwrap(s.welcome)
        XCTAssertEqual(page.rows.map(\.title), ["Carousel", "Swiper", "Deck", "Museum", "Slides"])
        for row in page.rows {
            let sentence = try XCTUnwrap(row.subtitle)
            XCTAssertTrue(sentence.hasSuffix(".") && sentence.count > 60, "\(row.title): \(sentence)")
            XCTAssertNotNil(row.action, "\(row.title) opens its demo")
        }
        let museum = page.rows[3]
        let p = Point(museum.frame.midX, museum.frame.midY + s.stack.barHeight)
        s.handle(.press(p, button: 1, modifiers: []), now: 1)
        s.handle(.release(p, button: 1), now: 1)
        s.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 1)
        XCTAssertEqual(s.state["demo"], "museum")
        XCTAssertEqual(s.state["shell.welcome"], "hidden")
        XCTAssertEqual(s.stack.topPage.title, "Museum")
        XCTAssertEqual(s.menu.rows.filter(\.isSelected).map(\.title), ["Museum"])
        XCTAssertFalse(s.settingsList.sections.isEmpty)
    }

    func testTabReachesTheRowsAndReturnOpensTheFocusedOne() throws {
        let s = welcomed()
        let page = try XCTUnwrap(s.welcome)
        var tabs = 0
        while page.group.focusedControl == nil, tabs < 10 {
            s.handle(GestureScript.key("Tab"), now: 1)
            tabs += 1
        }
        XCTAssertTrue(page.group.focusedControl === page.rows[0], "Tab reaches the first row")
        s.handle(GestureScript.key("Down"), now: 1)
        XCTAssertTrue(page.group.focusedControl === page.rows[1])
        s.handle(GestureScript.key("Return"), now: 1)
        XCTAssertEqual(s.state["demo"], "swiper")
        XCTAssertEqual(s.state["shell.welcome"], "hidden")
    }

    func testChoosingFromTheDemoListLeavesItToo() {
        let s = welcomed()
        s.choose(.slides, now: 1)
        XCTAssertEqual(s.state["demo"], "slides")
        XCTAssertEqual(s.state["shell.welcome"], "hidden")
        let swiper = welcomed()
        swiper.choose(.swiper, now: 1)
        XCTAssertEqual(swiper.state["shell.welcome"], "hidden", "the demo behind the page is chosen too")
        XCTAssertTrue(swiper.deck.center === swiper.demoView)
    }

    func testTheColumnIsCentredAtMostItsWidthAndItsRowsFollowEachOtherInASmallWindow() throws {
        let wide = try XCTUnwrap(welcomed(Size(1024, 700)).welcome)
        XCTAssertEqual(wide.cardFrame.width, WelcomePage.maxWidthPx)
        XCTAssertEqual(wide.cardFrame.midX, 512, accuracy: 0.5)
        let small = try XCTUnwrap(welcomed(Size(360, 360)).welcome)
        XCTAssertEqual(small.cardFrame.width, 360 - 2 * WelcomePage.marginPx)
        var y = small.caption.frame.maxY
        XCTAssertGreaterThan(small.caption.frame.minY, small.title.frame.maxY - 0.5)
        for row in small.rows {
            XCTAssertGreaterThanOrEqual(row.frame.minY, y - 0.5, "\(row.title) under what is above it")
            y = row.frame.maxY
        }
        XCTAssertGreaterThan(small.group.contentHeight, 360, "a small window scrolls the page")
    }
}
