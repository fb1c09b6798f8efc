import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselCloseTests: XCTestCase {
    func testTheCloseButtonClosesTheSelectedPageAndTheNextOneTakesItsPlace() {
        let h = CarouselHarness(selected: 2)
        h.click(CloseButton.center(on: h.cardFrame(2)))
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.count"], "6")
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertEqual(h.state["carousel.title"], "Page D")
        XCTAssertEqual(h.events, ["selected 2", "closed C 2"])
        XCTAssertEqual(h.state["carousel.presenting"], "true")
    }

    func testTheNeighboursCloseTheGapWithoutAJump() {
        let h = CarouselHarness(selected: 2)
        let before = h.cardFrame(3).minX
        h.key("w", [.control])
        XCTAssertEqual(h.cardFrame(2).minX, before, accuracy: 1e-9, "D starts where it was")
        h.run(0.1)
        let moving = h.cardFrame(2).minX
        XCTAssertLessThan(moving, before)
        XCTAssertGreaterThan(moving, 200)
        h.settle()
        XCTAssertEqual(h.cardFrame(2).minX, 200, accuracy: 1e-6)
    }

    func testTheClosedCardFliesUpAndFades() {
        let h = CarouselHarness(selected: 2)
        h.key("Delete")
        h.run(0.08)
        let leaving = SceneProbe.snapshots(h.frame()).first { h.isSnapshot($0, ofSerial: 2) }
        XCTAssertNotNil(leaving)
        XCTAssertLessThan(leaving!.frame.minY, 140)
        XCTAssertLessThan(leaving!.opacity, 1)
        h.settle()
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).contains { h.isSnapshot($0, ofSerial: 2) })
    }

    func testClosingTheLastPageInTheRowSelectsThePreviousOne() {
        let h = CarouselHarness(count: 3, selected: 2)
        h.key("BackSpace")
        XCTAssertEqual(h.names, ["A", "B"])
        XCTAssertEqual(h.state["carousel.selected"], "1")
        let before = h.cardFrame(1).midX
        XCTAssertEqual(before, -140, accuracy: 1e-6, "B starts where it was, left of the centre")
        h.settle()
        XCTAssertEqual(h.cardFrame(1).midX, 500, accuracy: 1e-6)
    }

    func testClosingAPageBeforeTheSelectedOneKeepsTheSelectedPage() {
        let h = CarouselHarness(selected: 3)
        let frame = h.cardFrame(3)
        h.carousel.remove(at: 1, now: h.now)
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertEqual(h.state["carousel.title"], "Page D")
        XCTAssertEqual(h.cardFrame(2), frame, "the selected card does not move")
        h.settle()
        XCTAssertEqual(h.cardFrame(2).minX, frame.minX, accuracy: 1e-6)
    }

    func testClosingTheOnlyPageLeavesABlankUntitledPage() {
        let h = CarouselHarness(count: 1)
        h.key("w", [.control])
        XCTAssertEqual(h.names, ["new1"])
        XCTAssertEqual(h.state["carousel.count"], "1")
        XCTAssertEqual(h.state["carousel.title"], "Untitled")
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        XCTAssertTrue(h.events.contains("closed A 0"))
        XCTAssertTrue(h.events.contains("added new1 0"))
        h.settle()
        XCTAssertEqual(h.snapshot(of: "new1")?.opacity, 1, "the blank page faded in")
    }

    func testDraggingACardUpPastTheThresholdClosesIt() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: 0, dy: -200, release: false)
        XCTAssertEqual(h.cardFrame(2).minY, -60, accuracy: 1e-9, "the card follows the pointer up")
        XCTAssertEqual(h.progress, 2, "the row stays")
        h.send(.panEnd(PanInfo(start: Point(500, 330), location: Point(500, 130))))
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        h.settle()
    }

    func testASmallDragUpSpringsTheCardBack() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: 0, dy: -60)
        XCTAssertEqual(h.state["carousel.count"], "7")
        h.settle()
        XCTAssertEqual(h.cardFrame(2).minY, 140, accuracy: 1e-6)
    }

    func testAFlingUpClosesACardEvenAfterAShortDrag() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: 0, dy: -40, velocity: Point(0, -900), duration: 0.05)
        XCTAssertEqual(h.state["carousel.count"], "6")
    }

    func testDraggingACardDownMeetsResistanceAndNeverCloses() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: 0, dy: 300, release: false)
        let down = h.cardFrame(2).minY - 140
        XCTAssertGreaterThan(down, 0)
        XCTAssertLessThan(down, 150)
        h.send(.panEnd(PanInfo(start: Point(500, 330), location: Point(500, 630), velocity: Point(0, 2000))))
        XCTAssertEqual(h.state["carousel.count"], "7")
    }

    func testANeighbourCardCanBeDraggedUpToClose() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: 0, dy: -250, from: Point(900, 330))
        XCTAssertEqual(h.names, ["A", "B", "C", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "2")
    }

    /// The on-screen frame of the closed card with `serial` while it flies away.
    private func leavingFrame(_ h: CarouselHarness, serial: Int) -> Rect? {
        guard let card = h.carousel.leaving.first(where: { $0.serial == serial }) else { return nil }
        return h.carousel.leavingFrame(card, now: h.now)
    }

    func testCatchingAClosingCardBringsItsPageBackWhereItWasWithoutAJump() {
        let h = CarouselHarness(selected: 2)
        let page = h.carousel.entries[2]
        h.key("Delete")
        h.run(1.0 / 60)
        let drawn = SceneProbe.snapshots(h.frame()).first { h.isSnapshot($0, ofSerial: page.serial) }
        let before = leavingFrame(h, serial: page.serial)!
        XCTAssertEqual(drawn?.frame, before)
        XCTAssertLessThan(before.minY, 140, "it is on its way up")
        XCTAssertGreaterThan(before.minY, 140 - 420 * Constants.carouselCloseLiftFraction, "below the threshold")
        XCTAssertEqual(h.state["carousel.count"], "6")

        let p = Point(before.midX, before.midY)
        h.send(.press(p, button: 1, modifiers: []))
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.carousel.entries[2].serial, page.serial, "the same page comes back")
        XCTAssertEqual(h.carousel.closedPageCount, 0)
        XCTAssertEqual(h.state["carousel.count"], "7")
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertEqual(h.state["carousel.title"], "Page C")
        XCTAssertTrue(h.events.contains("added C 2"))
        let after = h.cardFrame(2)
        XCTAssertEqual(after.minX, before.minX, accuracy: 1e-6, "no jump")
        XCTAssertEqual(after.minY, before.minY, accuracy: 1e-6, "no jump")
        XCTAssertEqual(after.size, before.size)
        let shown = SceneProbe.snapshots(h.frame()).filter { h.isSnapshot($0, ofSerial: page.serial) }
        XCTAssertEqual(shown.count, 1, "drawn once, in the row")
        XCTAssertEqual(shown.first?.frame.minY ?? 0, before.minY, accuracy: 1e-6)

        h.run(0.1)
        XCTAssertEqual(h.cardFrame(2).minY, before.minY, accuracy: 1e-6, "held while the press lasts")
        h.send(.release(p, button: 1))
        h.send(.tap(p, count: 1, button: 1, modifiers: []))
        XCTAssertEqual(h.state["carousel.presenting"], "true", "the tap only caught it")
        h.settle()
        XCTAssertEqual(h.cardFrame(2), Rect(x: 200, y: 140, width: 600, height: 420))
        XCTAssertEqual(h.state["carousel.count"], "7")
        XCTAssertEqual(h.progress, 2)
        XCTAssertEqual(h.snapshot(of: "C")?.opacity, 1)
    }

    func testACaughtCardCanBeDraggedBackDownIntoTheRow() {
        let h = CarouselHarness(selected: 2)
        h.key("w", [.control])
        h.run(0.1)
        let before = leavingFrame(h, serial: 2)!
        let p = Point(before.midX, before.midY)
        h.send(.press(p, button: 1, modifiers: []))
        XCTAssertEqual(h.cardFrame(2).minY, before.minY, accuracy: 1e-6)
        h.pan(dx: 0, dy: 140 - before.minY, from: p)
        XCTAssertEqual(h.state["carousel.count"], "7")
        h.settle()
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.cardFrame(2), Rect(x: 200, y: 140, width: 600, height: 420))
    }

    func testACaughtCardFlungUpClosesAgain() {
        let h = CarouselHarness(selected: 2)
        h.key("Delete")
        h.run(0.03)
        let before = leavingFrame(h, serial: 2)!
        let p = Point(before.midX, before.midY)
        h.send(.press(p, button: 1, modifiers: []))
        XCTAssertEqual(h.state["carousel.count"], "7")
        h.pan(dx: 0, dy: -30, velocity: Point(0, -900), from: p, duration: 0.05)
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.count"], "6")
        XCTAssertEqual(h.state["carousel.title"], "Page D")
        XCTAssertEqual(h.carousel.closedPageCount, 1)
        h.settle()
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).contains { h.isSnapshot($0, ofSerial: 2) })
    }

    func testACaughtCardLetGoPastTheThresholdClosesAgain() {
        let h = CarouselHarness(selected: 2)
        h.key("Delete")
        var frame = leavingFrame(h, serial: 2)!
        while frame.minY > 140 - 420 * 0.4 {
            h.run(1.0 / 60)
            frame = leavingFrame(h, serial: 2)!
        }
        let p = Point(frame.midX, frame.maxY - 20)
        h.send(.press(p, button: 1, modifiers: []))
        XCTAssertEqual(h.state["carousel.count"], "7", "caught")
        h.send(.release(p, button: 1))
        h.send(.tap(p, count: 1, button: 1, modifiers: []))
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"], "let go above the threshold, it closes")
        XCTAssertEqual(h.state["carousel.presenting"], "true", "the tap only caught it")
        h.settle()
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).contains { h.isSnapshot($0, ofSerial: 2) })
    }

    func testACardSpringingBackCanBeLiftedAgainFromWhereItShows() {
        let h = CarouselHarness(selected: 2)
        h.drag(dx: 0, dy: -100)
        h.run(0.05)
        let shown = h.cardFrame(2).minY
        XCTAssertGreaterThan(shown, 40)
        XCTAssertLessThan(shown, 140)
        let p = Point(500, 330)
        h.send(.press(p, button: 1, modifiers: []))
        h.send(.panBegin(PanInfo(start: p, location: Point(500, 322), anchor: Point(500, 324))))
        XCTAssertEqual(h.cardFrame(2).minY, shown - 2, accuracy: 1e-9, "taken where it shows, no jump")
        h.send(.panUpdate(PanInfo(start: p, location: Point(500, 304), anchor: Point(500, 324))))
        XCTAssertEqual(h.cardFrame(2).minY, shown - 20, accuracy: 1e-9)
        h.send(.panEnd(PanInfo(start: p, location: Point(500, 304), anchor: Point(500, 324))))
        h.settle()
        XCTAssertEqual(h.cardFrame(2).minY, 140, accuracy: 1e-6)
        XCTAssertEqual(h.state["carousel.count"], "7")
    }

    func testACardThatHasFlownAwayCannotBeCaught() {
        let h = CarouselHarness(selected: 2)
        let frame = h.cardFrame(2)
        h.key("Delete")
        h.settle()
        h.send(.press(Point(frame.midX, frame.minY + 10), button: 1, modifiers: []))
        XCTAssertEqual(h.state["carousel.count"], "6")
        XCTAssertEqual(h.carousel.closedPageCount, 1)
    }

    func testReopeningBringsTheLastClosedPageBackWhereItWas() {
        let h = CarouselHarness(selected: 4)
        h.key("w", [.control])
        h.key("Home")
        h.settle()
        h.key("t", [.control, .shift])
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "4")
        XCTAssertEqual(h.state["carousel.title"], "Page E")
        XCTAssertTrue(h.events.contains("added E 4"))
        h.settle()
        XCTAssertEqual(h.progress, 4)
        XCTAssertEqual(h.snapshot(of: "E")?.opacity, 1)
    }

    func testReopenWithNothingClosedDoesNothing() {
        let h = CarouselHarness()
        XCTAssertFalse(h.carousel.reopenClosedPage(now: h.now))
        XCTAssertEqual(h.state["carousel.count"], "7")
    }

    func testPagesReopenInTheReverseOrderOfClosing() {
        let h = CarouselHarness(selected: 1)
        h.key("Delete")
        h.key("Delete")
        XCTAssertEqual(h.names, ["A", "D", "E", "F", "G"])
        XCTAssertEqual(h.carousel.closedPageCount, 2)
        h.key("t", [.control, .shift])
        h.key("t", [.control, .shift])
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "1")
    }

    func testClosingWhileNotPresentingHappensAtOnce() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("w", [.control])
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.title"], "Page D")
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        XCTAssertEqual(SceneProbe.texts(h.frame()), ["D"])
    }

    func testRemoveOutOfRangeIsIgnored() {
        let h = CarouselHarness()
        XCTAssertNil(h.carousel.remove(at: 7, now: h.now))
        XCTAssertNil(h.carousel.remove(at: -1, now: h.now))
        XCTAssertEqual(h.carousel.remove(at: 0, now: h.now).map(CarouselHarness.name(of:)), "A")
    }
}
