import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SwiperToolbarTests: XCTestCase {
    func testHoveringNearTheTopEdgeShowsTheToolbarsWithAFade() {
        let h = SwiperHarness()
        XCTAssertEqual(h.state["swiper.toolbars"], "hidden")
        XCTAssertNil(h.swiper.nextDeadline(now: h.now))
        h.send(.hover(Point(500, 20)))
        XCTAssertEqual(h.state["swiper.toolbars"], "shown")
        XCTAssertTrue(h.swiper.isAnimating(now: h.now), "fading in")
        XCTAssertFalse(h.swiper.isAnimating(now: h.now + Constants.toolbarFadeS + 0.01))
        XCTAssertEqual(h.swiper.topBar.opacity(now: h.now + Constants.toolbarFadeS), 1)
    }

    func testHoveringInTheMiddleDoesNotShowTheToolbars() {
        let h = SwiperHarness()
        h.send(.hover(Point(500, 350)))
        XCTAssertEqual(h.state["swiper.toolbars"], "hidden")
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
    }

    func testHoveringNearTheBottomEdgeShowsTheToolbars() {
        let h = SwiperHarness()
        h.send(.hover(Point(500, 700 - Constants.toolbarRevealEdgePx + 1)))
        XCTAssertEqual(h.state["swiper.toolbars"], "shown")
    }

    func testToolbarsHideTwoSecondsAfterTheirLastUse() {
        let h = SwiperHarness()
        let t0 = h.now
        h.send(.hover(Point(500, 10)))
        XCTAssertEqual(h.swiper.nextDeadline(now: t0), t0 + Constants.toolbarAutoHideS)
        h.swiper.advance(to: t0 + 1.99)
        XCTAssertEqual(h.state["swiper.toolbars"], "shown")
        h.swiper.advance(to: t0 + 2)
        XCTAssertEqual(h.state["swiper.toolbars"], "hidden")
        XCTAssertNil(h.swiper.nextDeadline(now: t0 + 2))
        XCTAssertTrue(h.swiper.isAnimating(now: t0 + 2.1), "fading out")
        XCTAssertEqual(h.swiper.topBar.opacity(now: t0 + 2 + Constants.toolbarFadeS), 0)
    }

    func testHoveringNearAnEdgeAgainRestartsTheHideTimer() {
        let h = SwiperHarness()
        let t0 = h.now
        h.send(.hover(Point(500, 10)))
        h.now = t0 + 1.5
        h.send(.hover(Point(520, 690)))
        XCTAssertEqual(h.swiper.nextDeadline(now: h.now), t0 + 3.5)
        h.swiper.advance(to: t0 + 2.5)
        XCTAssertEqual(h.state["swiper.toolbars"], "shown")
    }

    func testTheTKeyTogglesTheToolbarsWhichStayUntilItHidesThem() {
        let h = SwiperHarness()
        h.key("t")
        XCTAssertEqual(h.state["swiper.toolbars"], "shown")
        XCTAssertNil(h.swiper.nextDeadline(now: h.now), "no auto-hide: a keyboard user has the time to Tab to them")
        h.swiper.advance(to: h.now + Constants.toolbarAutoHideS * 5)
        h.now += Constants.toolbarAutoHideS * 5
        XCTAssertEqual(h.state["swiper.toolbars"], "shown")
        h.send(.hover(Point(500, 10)))
        h.swiper.advance(to: h.now + Constants.toolbarAutoHideS + 1)
        XCTAssertEqual(h.state["swiper.toolbars"], "shown", "a hover does not start an auto-hide either")
        h.key("t")
        XCTAssertEqual(h.state["swiper.toolbars"], "hidden")
        XCTAssertNil(h.swiper.nextDeadline(now: h.now))
    }

    func testWhileHiddenAClickNearTheEdgeGoesToThePage() {
        let h = SwiperHarness()
        h.click(Point(500, 690))
        XCTAssertEqual(h.state["swiper.taps"], "1")
        XCTAssertEqual(h.state["swiper.index"], "0")
    }

    func testToolbarButtonsNavigateAndKeepTheToolbarsUp() {
        let h = SwiperHarness()
        h.send(.hover(Point(500, 690)))
        h.run(0.3)
        let bar = h.swiper.bottomBarFrame
        func center(_ id: String) -> Point {
            let i = h.swiper.bottomBar.buttons.firstIndex { $0.id == id }!
            let f = h.swiper.bottomBar.buttonFrame(i)
            return Point(bar.minX + f.midX, bar.minY + f.midY)
        }
        XCTAssertEqual(h.swiper.bottomBar.buttons.map(\.title), ["First", "Previous", "Next", "Last"])
        h.click(center("next"))
        XCTAssertEqual(h.state["swiper.index"], "1")
        XCTAssertEqual(h.state["swiper.taps"], "0", "a button click is not a page tap")
        XCTAssertEqual(h.swiper.nextDeadline(now: h.now), h.now + 2, "a click restarts the hide timer")
        h.settle()
        h.click(center("last"))
        XCTAssertEqual(h.state["swiper.index"], "6")
        XCTAssertTrue(h.swiper.isAnimating(now: h.now), "Last animates")
        h.settle()
        h.click(center("previous"))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "5")
        h.click(center("first"))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
        h.click(Point(500, 20))
        XCTAssertEqual(h.state["swiper.taps"], "0", "the top bar takes clicks while shown")
    }

    func testTheTopBarTitleNamesThePosition() {
        let h = SwiperHarness()
        h.swiper.go(to: 2, animated: false, now: h.now)
        XCTAssertEqual(h.swiper.topBar.title, "3 of 7 — Cobalt")
        h.key("t")
        h.run(0.3)
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("3 of 7 — Cobalt"))
    }

    func testThePageDotsRiseAboveTheBottomToolbar() {
        let h = SwiperHarness()
        let low = h.swiper.dotsFrame(now: h.now)
        h.key("t")
        h.run(0.3)
        let high = h.swiper.dotsFrame(now: h.now)
        XCTAssertEqual(low.minY - high.minY, Toolbar.heightPx, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(high.maxY, h.swiper.bottomBarFrame.minY)
    }

    func testWithoutToolbarsNothingRevealsThem() {
        let h = SwiperHarness(options: SwiperOptions(showsToolbars: false))
        h.send(.hover(Point(500, 10)))
        XCTAssertFalse(h.send(.key(KeyCombo("t"))))
        XCTAssertEqual(h.state["swiper.toolbars"], "hidden")
        XCTAssertNil(h.swiper.nextDeadline(now: h.now))
    }

    func testToolbarsHoldingTheFocusDoNotFadeUntilItLeavesThem() {
        let h = SwiperHarness()
        h.send(.hover(Point(500, 690)))
        h.settle()
        h.key("Tab")
        h.key("Tab")
        XCTAssertTrue(h.swiper.toolbarsHoldFocus, "a toolbar button has the focus")
        h.swiper.advance(to: h.now + Constants.toolbarAutoHideS + 1)
        XCTAssertEqual(h.state["swiper.toolbars"], "shown", "the focused button stays in view")
        XCTAssertNil(h.swiper.nextDeadline(now: h.now + Constants.toolbarAutoHideS + 1), "and nothing wakes for it")
        h.now += Constants.toolbarAutoHideS + 1
        h.key("Tab", [.shift])
        h.key("Tab", [.shift])
        XCTAssertFalse(h.swiper.toolbarsHoldFocus)
        XCTAssertEqual(h.swiper.nextDeadline(now: h.now), h.now + Constants.toolbarAutoHideS, "the focus left: they fade in time")
        h.swiper.advance(to: h.now + Constants.toolbarAutoHideS)
        XCTAssertEqual(h.state["swiper.toolbars"], "hidden")
    }
}
