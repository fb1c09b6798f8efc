import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselReorderTests: XCTestCase {
    func testALongPressPicksTheCardUpAndItGrows() {
        let h = CarouselHarness(selected: 2)
        let before = h.cardFrame(2)
        h.longPress(Point(500, 330))
        XCTAssertTrue(h.carousel.isDragging)
        h.run(0.3)
        let lifted = h.snapshot(of: "C")!.frame
        XCTAssertGreaterThan(lifted.width, before.width)
        XCTAssertEqual(lifted.midX, before.midX, accuracy: 1e-6)
    }

    func testDraggingThePickedUpCardAlongTheRowMovesItAndTheOthersMakeRoom() {
        let h = CarouselHarness(selected: 2)
        let p = Point(500, 330)
        h.longPress(p)
        h.pan(dx: 350, from: p, release: false)
        XCTAssertEqual(h.names, ["A", "B", "D", "C", "E", "F", "G"], "past half a page the card changes place")
        XCTAssertEqual(h.snapshot(of: "C")!.frame.midX, 850, accuracy: 1e-6, "the card stays under the pointer")
        h.run(0.5)
        XCTAssertEqual(h.progress, 2, "away from the edges the row stays")
        XCTAssertEqual(h.cardFrame(2).midX, 500, accuracy: 1e-3, "D slid into the gap")
        h.send(.panEnd(PanInfo(start: p, location: Point(850, 330))))
        XCTAssertEqual(h.state["carousel.selected"], "3", "the moved page is selected")
        XCTAssertEqual(h.state["carousel.title"], "Page C")
        XCTAssertTrue(h.events.contains("moved 2 3"))
        h.settle()
        XCTAssertEqual(h.progress, 3)
        XCTAssertEqual(h.cardFrame(3), Rect(x: 200, y: 140, width: 600, height: 420))
    }

    func testCtrlShiftArrowsMoveTheSelectedCardAndHomeEndToTheEnds() {
        let h = CarouselHarness(selected: 2)
        h.key("Right", [.control, .shift])
        XCTAssertEqual(h.names, ["A", "B", "D", "C", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "3", "the moved page stays selected")
        XCTAssertEqual(h.state["carousel.title"], "Page C")
        XCTAssertTrue(h.events.contains("moved 2 3"))
        h.key("Left", [.control, .shift])
        h.key("Left", [.control, .shift])
        XCTAssertEqual(h.names, ["A", "C", "B", "D", "E", "F", "G"])
        h.key("End", [.control, .shift])
        XCTAssertEqual(h.names.last, "C")
        h.key("Home", [.control, .shift])
        XCTAssertEqual(h.names.first, "C")
        XCTAssertEqual(h.state["carousel.selected"], "0")
        h.settle()
        XCTAssertEqual(h.cardFrame(0), Rect(x: 200, y: 140, width: 600, height: 420))
    }

    func testCtrlShiftArrowsReorderNothingWhileAPageFillsTheCarousel() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("Right", [.control, .shift])
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
    }

    func testDraggingLeftMovesTheCardEarlier() {
        let h = CarouselHarness(selected: 2)
        let p = Point(900, 330)
        h.longPress(p)
        h.pan(dx: -700, from: p)
        XCTAssertEqual(h.names, ["A", "B", "D", "C", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertTrue(h.events.contains("moved 3 2"))
    }

    func testHoldingThePickedUpCardNearAnEdgeScrollsTheRowAndMovesItFurther() {
        let h = CarouselHarness(count: 12, selected: 2)
        let p = Point(500, 330)
        h.longPress(p)
        h.pan(dx: 490, from: p, release: false)
        h.run(1.5)
        let index = h.names.firstIndex(of: "C")!
        XCTAssertGreaterThanOrEqual(index, 5)
        XCTAssertGreaterThan(h.progress, 4)
        h.send(.panEnd(PanInfo(start: p, location: Point(990, 330))))
        XCTAssertEqual(h.state["carousel.selected"], String(h.names.firstIndex(of: "C")!))
        h.settle()
    }

    func testReleasingWithoutMovingPutsTheCardBackAndSelectsIt() {
        let h = CarouselHarness(selected: 2)
        h.longPress(Point(900, 330))
        h.send(.release(Point(900, 330), button: 1))
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertFalse(h.events.contains { $0.hasPrefix("moved") })
        h.settle()
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        XCTAssertNil(h.carousel.reorder.serial)
    }

    func testALongPressOnTheBackgroundDoesNothing() {
        let h = CarouselHarness(selected: 2)
        h.longPress(Point(500, 40))
        XCTAssertFalse(h.carousel.isDragging)
    }

    func testMovingThroughTheAPIKeepsTheSelectedPageAndAnimatesWhilePresenting() {
        let h = CarouselHarness(selected: 2)
        h.carousel.move(from: 0, to: 4, now: h.now)
        XCTAssertEqual(h.names, ["B", "C", "D", "E", "A", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "1")
        XCTAssertEqual(h.state["carousel.title"], "Page C")
        XCTAssertTrue(h.carousel.isAnimating(now: h.now))
        XCTAssertEqual(h.events, ["selected 1", "moved 0 4"])
        h.run(0.05)
        XCTAssertEqual(h.cardFrame(1).midX, 500, accuracy: 2, "C stays centred while the row shifts")
        h.settle()
        XCTAssertEqual(h.cardFrame(1).midX, 500, accuracy: 1e-6)
    }

    func testMovingWhileNotPresentingHappensAtOnce() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.carousel.move(from: 2, to: 6, now: h.now)
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G", "C"])
        XCTAssertEqual(h.state["carousel.selected"], "6")
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }
}
