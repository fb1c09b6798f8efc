import XCTest
import FlickCore
@testable import FlickKit

final class SwiperDragTests: XCTestCase {
    func testThePageFollowsThePointerWhileDragging() {
        let h = SwiperHarness()
        h.drag(dx: -250, velocity: 0, release: false)
        XCTAssertEqual(h.swiper.progress(now: h.now), 0.25, accuracy: 1e-9)
        XCTAssertTrue(h.swiper.isDragging)
        XCTAssertTrue(h.swiper.isAnimating(now: h.now), "the host renders frames while dragging")
        let center = h.snapshot(.center)!
        XCTAssertEqual(center.frame.minX, -250, accuracy: 1e-9)
        XCTAssertEqual(h.snapshot(.right)!.frame.minX, 750, accuracy: 1e-9)
        h.send(.panUpdate(PanInfo(start: Point(500, 350), location: Point(440, 350))))
        XCTAssertEqual(h.swiper.progress(now: h.now), 0.06, accuracy: 1e-9)
    }

    func testTheIndexDoesNotChangeMidDragEvenPastHalfAPage() {
        let h = SwiperHarness()
        h.drag(dx: -700, velocity: 0, release: false)
        XCTAssertEqual(h.swiper.progress(now: h.now), 0.7, accuracy: 1e-9)
        XCTAssertEqual(h.state["swiper.index"], "0")
        XCTAssertEqual(h.state["swiper.slots"], "G,A,B")
    }

    func testASlowShortDragSpringsBackToTheSamePage() {
        let h = SwiperHarness()
        h.drag(dx: -100, velocity: -40)
        XCTAssertEqual(h.state["swiper.index"], "0")
        XCTAssertTrue(h.swiper.isAnimating(now: h.now))
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 0)
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
        XCTAssertEqual(h.snapshot(.center)!.frame.minX, 0)
    }

    func testReleasingPastHalfAPageAdvancesToTheNextItem() {
        let h = SwiperHarness()
        h.drag(dx: -600, velocity: 0)
        XCTAssertEqual(h.state["swiper.index"], "1", "the index commits at release")
        XCTAssertEqual(h.state["swiper.item"], "Birch")
        XCTAssertEqual(h.state["swiper.slots"], "A,B,C")
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 1)
        XCTAssertEqual(h.swiper.slots.slotNames(h.ids), "A,B,C")
    }

    func testDraggingRightFromTheFirstItemWrapsToTheLast() {
        let h = SwiperHarness()
        h.drag(dx: 600, velocity: 0)
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "6")
        XCTAssertEqual(h.state["swiper.item"], "Glacier")
        XCTAssertEqual(h.state["swiper.slots"], "F,G,A")
        XCTAssertEqual(h.swiper.slots.slotNames(h.ids), "F,G,A")
    }

    func testAFastFlickWithoutMomentumMovesExactlyOnePage() {
        let h = SwiperHarness()
        h.drag(dx: -60, velocity: -6000, duration: 0.05)
        XCTAssertEqual(h.state["swiper.index"], "1")
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 1)
    }

    func testAFlingWithMomentumNeverTravelsAWholeTurn() {
        let h = SwiperHarness(options: SwiperOptions(allowsMomentum: true), count: 5)
        h.drag(dx: -60, velocity: -100_000, duration: 0.05)
        XCTAssertEqual(h.state["swiper.index"], "4", "four pages, not twenty (four turns back to A)")
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 4)
        let one = SwiperHarness(options: SwiperOptions(allowsMomentum: true), count: 1)
        one.drag(dx: -60, velocity: -100_000, duration: 0.05)
        one.settle()
        XCTAssertEqual(one.swiper.progress(now: one.now), 0, "a single page springs back")
    }

    func testAFastFlickWithMomentumTravelsSeveralItemsWithOnlyThreeViews() {
        let h = SwiperHarness(options: SwiperOptions(allowsMomentum: true))
        let versionsBefore = h.swiper.slots.all.map(\.version).reduce(0, +)
        let callsBefore = h.pages.calls.count
        h.drag(dx: -60, velocity: -6000, duration: 0.05)
        let index = Int(h.state["swiper.index"]!)!
        XCTAssertGreaterThanOrEqual(index, 3, "a 6000 px/s fling projects about three pages")
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), Double(index))
        XCTAssertEqual(h.snapshotsPerFrame, [3], "every frame holds the three views' pages, no more")
        XCTAssertEqual(h.swiper.slots.all.count, 3)
        XCTAssertEqual(h.swiper.slots.currentIndex, index)
        let ids = h.ids
        XCTAssertEqual(Array(h.centersSeen.prefix(index + 1)), Array(ids.prefix(index + 1)),
                       "the views rotate through every item passed")
        let versionsAfter = h.swiper.slots.all.map(\.version).reduce(0, +)
        XCTAssertEqual(versionsAfter - versionsBefore, index, "one neighbour reload per page passed")
        XCTAssertEqual(h.pages.calls.count - callsBefore, index, "one page(index) call per page passed")
        XCTAssertEqual(h.state["swiper.slots"], h.swiper.slots.slotNames(ids))
    }

    func testAPressMidAnimationCatchesThePageWhereItIs() {
        let h = SwiperHarness()
        h.swiper.next(now: h.now)
        h.run(0.06)
        let before = h.swiper.progress(now: h.now)
        XCTAssertGreaterThan(before, 0.05)
        XCTAssertLessThan(before, 0.95)
        h.send(.press(Point(500, 350), button: 1, modifiers: []))
        XCTAssertEqual(h.swiper.progress(now: h.now), before, "no jump on grab")
        h.run(0.5)
        XCTAssertEqual(h.swiper.progress(now: h.now), before, "held still while the button is down")
        // A drag continues from where it was caught.
        h.send(.panBegin(PanInfo(start: Point(500, 350), location: Point(490, 350))))
        XCTAssertEqual(h.swiper.progress(now: h.now), before + 0.01, accuracy: 1e-9)
        h.send(.panUpdate(PanInfo(start: Point(500, 350), location: Point(400, 350))))
        XCTAssertEqual(h.swiper.progress(now: h.now), before + 0.1, accuracy: 1e-9)
    }

    func testReleasingHandsThePointerVelocityToTheSpring() {
        let h = SwiperHarness()
        h.drag(dx: -200, velocity: -1000, release: false)
        let atRelease = h.swiper.progress(now: h.now)
        h.send(.panEnd(PanInfo(start: Point(500, 350), location: Point(300, 350), velocity: Point(-1000, 0))))
        XCTAssertEqual(h.swiper.progress(now: h.now), atRelease, accuracy: 1e-9, "no jump on release")
        XCTAssertEqual(h.swiper.position.velocity(now: h.now), 1.0, accuracy: 1e-9, "1000 px/s on a 1000 px page")
    }

    func testAClickThatStopsAMovingPageSettlesOnTheNearestPageAndDoesNotCountATap() {
        let h = SwiperHarness()
        h.swiper.next(now: h.now)
        h.run(0.2)
        let caught = h.swiper.progress(now: h.now)
        XCTAssertGreaterThan(caught, 0.5)
        h.click(Point(500, 350))
        XCTAssertEqual(h.swiper.progress(now: h.now), caught, accuracy: 1e-9)
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 1)
        XCTAssertEqual(h.state["swiper.index"], "1")
        XCTAssertEqual(h.state["swiper.taps"], "0")
        XCTAssertEqual(h.pages.page(0).tapCount, 0)
    }

    func testAPageHeldStillBetweenPagesSitsOnWholePixels() {
        let h = SwiperHarness(size: Size(777, 500))
        h.swiper.next(now: h.now)
        h.run(0.05)
        h.send(.press(Point(400, 250), button: 1, modifiers: []))
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
        let p = h.swiper.progress(now: h.now)
        XCTAssertNotEqual(p, p.rounded(), "caught between pages")
        let x = h.snapshot(.center)!.frame.minX
        XCTAssertEqual(x, (-(p - p.rounded()) * 777).rounded())
        XCTAssertEqual(h.snapshot(.left)!.frame.minX, x - 777)
        XCTAssertEqual(h.snapshot(.right)!.frame.minX, x + 777)
    }
}
