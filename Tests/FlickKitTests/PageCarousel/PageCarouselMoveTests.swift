import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselMoveTests: XCTestCase {
    func testTheRowFollowsThePointerWhileDragging() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -160, release: false)
        XCTAssertEqual(h.progress, 2.25, accuracy: 1e-9)
        XCTAssertEqual(h.cardFrame(2).minX, 40, accuracy: 1e-9)
        XCTAssertTrue(h.carousel.isAnimating(now: h.now), "frames keep coming while dragging")
        XCTAssertEqual(h.state["carousel.selected"], "2", "the selection commits on release, not mid-drag")
    }

    func testDraggingPastTheLastPageMeetsRubberBandFriction() {
        let h = CarouselHarness(count: 3, selected: 2)
        h.drag(dx: -320, release: false)
        let past = h.progress - 2
        XCTAssertGreaterThan(past, 0)
        XCTAssertLessThan(past, 0.5 * 0.5, "less than half of the pointer's travel")
        XCTAssertEqual(past * 640, RubberBand.offset(320, dimension: 640), accuracy: 1e-6)
        h.send(.panEnd(PanInfo(start: Point(500, 330), location: Point(180, 330))))
        h.settle()
        XCTAssertEqual(h.progress, 2)
        XCTAssertEqual(h.state["carousel.selected"], "2")
    }

    func testDraggingBeforeTheFirstPageMeetsFrictionToo() {
        let h = CarouselHarness()
        h.drag(dx: 320, release: false)
        XCTAssertLessThan(h.progress, 0)
        XCTAssertGreaterThan(h.progress, -0.25)
    }

    func testASlowShortDragSpringsBack() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -150, velocity: Point(-40, 0))
        XCTAssertEqual(h.state["carousel.selected"], "2")
        h.settle()
        XCTAssertEqual(h.progress, 2)
    }

    func testASlowDragPastHalfAPageMovesToThatPage() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -400, velocity: Point(-50, 0))
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.title"], "Page D")
        XCTAssertEqual(h.events, ["selected 3"])
        h.settle()
        XCTAssertEqual(h.progress, 3)
    }

    func testAFlickAboveTheThresholdMovesAtLeastOnePage() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -40, velocity: Point(-Constants.swipeVelocityThresholdPxPerS - 50, 0), duration: 0.05)
        XCTAssertEqual(h.state["carousel.selected"], "3")
        let back = CarouselHarness(selected: 2)
        back.drag(dx: 40, velocity: Point(Constants.swipeVelocityThresholdPxPerS + 50, 0), duration: 0.05)
        XCTAssertEqual(back.state["carousel.selected"], "1")
    }

    func testAFlickBelowTheThresholdDoesNotMove() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -40, velocity: Point(-Constants.swipeVelocityThresholdPxPerS + 50, 0), duration: 0.05)
        XCTAssertEqual(h.state["carousel.selected"], "2")
    }

    func testAFastFlickTravelsSeveralPagesWithLongSwipes() {
        let h = CarouselHarness(count: 20, selected: 2, options: CarouselOptions(allowsLongSwipes: true))
        h.drag(dx: -60, velocity: Point(-6000, 0), duration: 0.05)
        // 6000 px/s projects about 2994 px: more than four pitches of 640 px.
        let selected = Int(h.state["carousel.selected"]!)!
        XCTAssertGreaterThanOrEqual(selected, 6)
        h.settle()
        XCTAssertEqual(h.progress, Double(selected))
    }

    func testByDefaultAFastFlickMovesOnePage() {
        let h = CarouselHarness(count: 20, selected: 2)
        h.drag(dx: -60, velocity: Point(-6000, 0), duration: 0.05)
        XCTAssertEqual(h.state["carousel.selected"], "3")
    }

    func testAFlingStopsAtTheLastPage() {
        let h = CarouselHarness(count: 4, selected: 2)
        h.drag(dx: -60, velocity: Point(-8000, 0), duration: 0.05)
        XCTAssertEqual(h.state["carousel.selected"], "3")
    }

    func testTheReleaseVelocityCarriesIntoTheSettle() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -200, velocity: Point(-1200, 0))
        XCTAssertGreaterThan(h.carousel.position.velocity(now: h.now), 1, "pages per second, towards the next page")
    }

    func testAClickOnANeighbourCardMovesToItOverHalfASecond() {
        let h = CarouselHarness(selected: 2)
        h.click(Point(900, 330))
        XCTAssertEqual(h.state["carousel.selected"], "3")
        h.run(0.25)
        XCTAssertGreaterThan(h.progress, 2.5, "ease-out: most of the way at half time")
        XCTAssertLessThan(h.progress, 3)
        h.run(0.26)
        XCTAssertEqual(h.progress, 3)
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }

    func testAClickLeftOrRightOfTheSelectedCardMovesOnePage() {
        let h = CarouselHarness(count: 3, selected: 2)
        h.click(Point(100, 650))
        XCTAssertEqual(h.state["carousel.selected"], "1")
        h.settle()
        h.click(Point(950, 40))
        XCTAssertEqual(h.state["carousel.selected"], "2")
        h.settle()
        h.click(Point(500, 40))
        XCTAssertEqual(h.state["carousel.selected"], "2", "above the card is neither side")
        XCTAssertEqual(h.state["carousel.presenting"], "true")
    }

    func testArrowHomeAndEndKeysMove() {
        let h = CarouselHarness(selected: 2)
        h.key("Right")
        XCTAssertEqual(h.state["carousel.selected"], "3")
        h.key("Left")
        h.key("Left")
        XCTAssertEqual(h.state["carousel.selected"], "1")
        h.key("End")
        XCTAssertEqual(h.state["carousel.selected"], "6")
        h.key("Right")
        XCTAssertEqual(h.state["carousel.selected"], "6")
        h.key("Home")
        XCTAssertEqual(h.state["carousel.selected"], "0")
        h.settle()
        XCTAssertEqual(h.progress, 0)
    }

    func testTheWheelAndHorizontalScrollingMoveOnePagePerGesture() {
        let h = CarouselHarness(selected: 2)
        for _ in 0..<4 { h.send(.scroll(Point(500, 300), delta: Point(0, 1), modifiers: [])); h.now += 0.02 }
        XCTAssertEqual(h.state["carousel.selected"], "3")
        h.now += 0.5
        h.send(.scroll(Point(500, 300), delta: Point(-1, 0), modifiers: []))
        XCTAssertEqual(h.state["carousel.selected"], "2")
        h.now += 0.5
        h.send(.scroll(Point(500, 300), delta: Point(1, 0), modifiers: [.shift]))
        XCTAssertEqual(h.state["carousel.selected"], "3")
    }

    func testAPressCatchesTheMovingRowWhereItIsAndItsClickDoesNotOpen() {
        let h = CarouselHarness(selected: 2)
        h.key("Right")
        h.run(0.05)
        let caught = h.progress
        XCTAssertGreaterThan(caught, 2)
        h.send(.press(Point(500, 330), button: 1, modifiers: []))
        XCTAssertEqual(h.progress, caught)
        h.run(0.1)
        XCTAssertEqual(h.progress, caught, "held still under the pointer")
        h.send(.release(Point(500, 330), button: 1))
        h.send(.tap(Point(500, 330), count: 1, button: 1, modifiers: []))
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        h.settle()
        XCTAssertEqual(h.progress, caught.rounded())
    }

    func testLiftingACardFromACaughtRowLetsTheRowSettleOnAPage() {
        let h = CarouselHarness(selected: 2)
        h.key("Right")
        h.run(0.05)
        XCTAssertNotEqual(h.progress, h.progress.rounded())
        let p = Point(400, 330)
        let card = h.carousel.entries[2].serial
        XCTAssertEqual(h.carousel.hitTest(p, now: h.now), .card(serial: card))
        let top = h.cardFrame(2).minY
        h.drag(dx: 0, dy: -60, from: p, release: false)
        XCTAssertEqual(h.cardFrame(2).minY, top - 60, accuracy: 1e-9, "the card is lifted")
        h.send(.panEnd(PanInfo(start: p, location: Point(400, 270))))
        h.settle()
        XCTAssertEqual(h.progress, h.progress.rounded(), "the row rests on a page")
        XCTAssertEqual(h.state["carousel.selected"], String(Int(h.progress)))
        XCTAssertEqual(h.cardFrame(2).minY, top, accuracy: 1e-6)
    }

    func testGrabbingAMovingRowAndDraggingContinuesFromWhereItWas() {
        let h = CarouselHarness(selected: 2)
        h.key("Right")
        h.run(0.05)
        let caught = h.progress
        h.drag(dx: -64, release: false)
        XCTAssertEqual(h.progress, caught + 0.1, accuracy: 1e-9)
    }

    func testAKeyDuringADragTakesOver() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: -100, release: false)
        h.key("Right")
        XCTAssertFalse(h.carousel.isDragging)
        XCTAssertEqual(h.state["carousel.selected"], "3")
        h.send(.panEnd(PanInfo(start: Point(500, 330), location: Point(400, 330))))
        XCTAssertEqual(h.state["carousel.selected"], "3")
    }
}
