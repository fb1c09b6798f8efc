import XCTest
import FlickCore
@testable import FlickKit

final class CarouselReorderTests: XCTestCase {
    func testPickingUpInTheRowRemembersTheCardItsIndexAndWhereThePointerGrabbedIt() {
        var reorder = CarouselReorder()
        reorder.pickUpInRow(serial: 7, index: 3, at: Point(130, 200), cardMidX: 100, liftBase: 0, now: 0)
        XCTAssertEqual(reorder.serial, 7)
        XCTAssertEqual(reorder.origin, 3)
        XCTAssertEqual(reorder.rowCentreX, 100)
        reorder.follow(Point(250, 200))
        XCTAssertEqual(reorder.rowCentreX, 220, "the card's centre keeps its distance from the pointer")
    }

    func testTheRowLiftDragIsMeasuredFromThePressAndStartsFromTheCardsLift() {
        var reorder = CarouselReorder()
        reorder.pickUpInRow(serial: 1, index: 0, at: Point(50, 300), cardMidX: 50, liftBase: -40, now: 0)
        XCTAssertEqual(reorder.rowLiftDrag, -40)
        reorder.follow(Point(60, 280))
        XCTAssertEqual(reorder.rowLiftDrag, -60)
    }

    func testThePickedUpCardGrowsAndShrinksBackWhenPutDown() {
        var reorder = CarouselReorder()
        reorder.pickUpInRow(serial: 1, index: 0, at: .zero, cardMidX: 0, liftBase: 0, now: 0)
        XCTAssertEqual(reorder.shownLift(now: 0), 0)
        XCTAssertTrue(reorder.isAnimating(now: 0.05))
        XCTAssertEqual(reorder.shownLift(now: 5), 1)
        reorder.putDown(now: 5)
        XCTAssertGreaterThan(reorder.shownLift(now: 5.05), 0)
        XCTAssertEqual(reorder.shownLift(now: 10), 0)
    }

    func testTheCardIsNoLongerPickedUpOnceItHasSettledAfterTheDrop() {
        var reorder = CarouselReorder()
        reorder.pickUpInRow(serial: 4, index: 2, at: .zero, cardMidX: 0, liftBase: 0, now: 0)
        reorder.prune(held: true, now: 5)
        XCTAssertEqual(reorder.serial, 4, "a held card stays picked up")
        reorder.putDown(now: 5)
        reorder.prune(held: false, now: 5.05)
        XCTAssertEqual(reorder.serial, 4, "it is still drawn on top while it settles")
        reorder.prune(held: false, now: 10)
        XCTAssertNil(reorder.serial)
    }

    func testAThumbnailFollowsThePointerAndSlidesIntoItsCellAfterTheDrop() {
        var reorder = CarouselReorder()
        reorder.pickUpInGrid(serial: 2, index: 1, at: Point(110, 120), cellCentre: Point(100, 100), now: 0)
        reorder.follow(Point(310, 420))
        XCTAssertEqual(reorder.gridCentre, Point(300, 400))
        let cell = Rect(x: 450, y: 450, width: 100, height: 100)
        XCTAssertEqual(reorder.gridFrame(cell: cell, held: true, shownLift: 0), Rect(x: 250, y: 350, width: 100, height: 100))
        reorder.putDownInGrid(cellCentre: Point(500, 500), now: 1)
        XCTAssertEqual(reorder.gridFrame(cell: cell, held: false, shownLift: 1).midX, 300, accuracy: 0.001,
                       "let go, it starts where it was dropped")
        XCTAssertEqual(reorder.gridFrame(cell: cell, held: false, shownLift: 0), cell, "settled, it sits in its cell")
    }

    func testHoldingTheCardNearASideScrollsFasterNearerTheEdge() {
        let w = 1000.0
        let edge = w * Constants.carouselReorderEdgeFraction
        XCTAssertEqual(CarouselReorder.edgeScrollSpeed(pointerX: w / 2, width: w), 0)
        XCTAssertEqual(CarouselReorder.edgeScrollSpeed(pointerX: 0, width: w), -Constants.carouselReorderScrollPagesPerS)
        XCTAssertEqual(CarouselReorder.edgeScrollSpeed(pointerX: w, width: w), Constants.carouselReorderScrollPagesPerS)
        let half = CarouselReorder.edgeScrollSpeed(pointerX: w - edge / 2, width: w)
        XCTAssertEqual(half, Constants.carouselReorderScrollPagesPerS / 2, accuracy: 1e-9)
        XCTAssertEqual(CarouselReorder.edgeScrollSpeed(pointerX: 0, width: 0), 0, "no width, no scroll")
    }

    func testForgettingAnotherPageKeepsThePickedUpCard() {
        var reorder = CarouselReorder()
        reorder.pickUpInRow(serial: 3, index: 0, at: .zero, cardMidX: 0, liftBase: 0, now: 0)
        reorder.forget(serial: 5)
        XCTAssertEqual(reorder.serial, 3)
        reorder.forget(serial: 3)
        XCTAssertNil(reorder.serial)
    }
}
