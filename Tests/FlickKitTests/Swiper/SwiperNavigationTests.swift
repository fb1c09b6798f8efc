import XCTest
import FlickCore
@testable import FlickKit

final class SwiperNavigationTests: XCTestCase {
    func testRightAndLeftKeysPageForwardAndBackWithTheSpring() {
        let h = SwiperHarness()
        h.key("Right")
        XCTAssertEqual(h.state["swiper.index"], "1")
        XCTAssertTrue(h.swiper.isAnimating(now: h.now))
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 1)
        h.key("Left")
        h.key("Left")
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "6")
        XCTAssertEqual(h.state["swiper.slots"], "F,G,A")
    }

    func testTheSettleSpringTakesAboutThreeHundredMilliseconds() {
        let h = SwiperHarness()
        h.key("Right")
        let t = h.settle()
        XCTAssertGreaterThan(t, 0.2)
        XCTAssertLessThan(t, 0.6)
    }

    func testQuickKeyPressesAddUpWhileThePageMoves() {
        let h = SwiperHarness()
        h.key("Right")
        h.run(0.05)
        h.key("Right")
        XCTAssertEqual(h.state["swiper.index"], "2")
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 2)
    }

    func testHomeAndEndGoToTheFirstAndLastItems() {
        let h = SwiperHarness()
        h.key("End")
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "6")
        h.key("Home")
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
    }

    func testTheKeypadsHomeAndEndReachTheSwiperAsHomeAndEnd() {
        let h = SwiperHarness()
        h.key("KP_End")
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "6")
        XCTAssertTrue(h.send(.key(KeyCombo("KP_Home"))))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
        XCTAssertTrue(h.send(.key(KeyCombo("KP_Right"))))
        XCTAssertEqual(h.state["swiper.index"], "1")
    }

    func testKeysWithModifiersAreLeftForOthers() {
        let h = SwiperHarness()
        XCTAssertFalse(h.send(.key(KeyCombo("Right", modifiers: .control))))
        XCTAssertEqual(h.state["swiper.index"], "0")
    }

    func testOneHorizontalScrollGesturePagesOnce() {
        let h = SwiperHarness()
        for _ in 0..<6 {
            h.send(.scroll(Point(500, 350), delta: Point(1, 0), modifiers: []))
            h.run(0.05)
        }
        XCTAssertEqual(h.state["swiper.index"], "1", "notches within the gap are one gesture")
        h.run(0.3)
        h.send(.scroll(Point(500, 350), delta: Point(-1, 0), modifiers: []))
        XCTAssertEqual(h.state["swiper.index"], "0", "a new gesture after the gap pages again")
    }

    func testTheVerticalWheelAndShiftWheelAlsoPage() {
        let h = SwiperHarness()
        h.send(.scroll(Point(500, 350), delta: Point(0, 1), modifiers: []))
        XCTAssertEqual(h.state["swiper.index"], "1", "wheel down = next")
        h.run(0.5)
        h.send(.scroll(Point(500, 350), delta: Point(0, -1), modifiers: []))
        XCTAssertEqual(h.state["swiper.index"], "0", "wheel up = previous")
        h.run(0.5)
        h.send(.scroll(Point(500, 350), delta: Point(0, 1), modifiers: .shift))
        XCTAssertEqual(h.state["swiper.index"], "1", "shift+wheel down scrolls right = next")
    }

    func testClickingAPageDotJumpsThereTheShortestWayRound() {
        let h = SwiperHarness()
        let f = h.swiper.dotsFrame(now: h.now)
        let dotY = f.midY
        func dotX(_ i: Int) -> Double {
            f.minX + (f.width - 7 * PageDots.pitchPx) / 2 + (Double(i) + 0.5) * PageDots.pitchPx
        }
        h.click(Point(dotX(2), dotY))
        XCTAssertEqual(h.state["swiper.index"], "2")
        XCTAssertEqual(h.state["swiper.taps"], "0", "a dot click is not a page tap")
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 2)
        // From C (2) to G (6): backwards 3 is shorter than forwards 4.
        h.click(Point(dotX(6), dotY))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "6")
        XCTAssertEqual(h.swiper.progress(now: h.now), -1)
        XCTAssertEqual(h.snapshotsPerFrame, [3], "only three views, however far the jump")
    }

    func testPageDotHitSlotsAreAtLeastSixteenPixelsTallAndADotWide() {
        let h = SwiperHarness()
        let f = h.swiper.dotsFrame(now: h.now)
        XCTAssertGreaterThanOrEqual(f.height, 16)
        let x0 = f.minX + (f.width - 7 * PageDots.pitchPx) / 2
        // The top edge of the slot of dot 4, just inside its left edge.
        h.click(Point(x0 + 4 * PageDots.pitchPx + 0.5, f.minY + 0.5))
        XCTAssertEqual(h.state["swiper.index"], "4")
    }

    func testGoToAnimatesOrJumps() {
        let h = SwiperHarness()
        h.swiper.go(to: 3, animated: false, now: h.now)
        XCTAssertEqual(h.swiper.progress(now: h.now), 3)
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
        XCTAssertEqual(h.state["swiper.slots"], "C,D,E")
        h.frame()
        XCTAssertEqual(h.swiper.slots.slotNames(h.ids), "C,D,E")
        h.swiper.go(to: 10, animated: true, now: h.now)
        XCTAssertEqual(h.swiper.currentIndex, 3, "10 wraps to 3: already there")
        h.swiper.go(to: 4, animated: true, now: h.now)
        XCTAssertTrue(h.swiper.isAnimating(now: h.now))
        XCTAssertEqual(h.swiper.currentIndex, 4)
    }

    func testIndexChangesAreReported() {
        let h = SwiperHarness()
        var reported: [Int] = []
        h.swiper.onIndexChanged = { reported.append($0) }
        h.key("Right")
        h.key("Left")
        h.key("Left")
        h.swiper.go(to: 6, now: h.now)
        XCTAssertEqual(reported, [1, 0, 6])
    }
}
