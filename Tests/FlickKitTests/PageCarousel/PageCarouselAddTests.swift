import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselAddTests: XCTestCase {
    func testNewPageTravelsFadesInAndThenZoomsToFillTheCarousel() {
        let h = CarouselHarness(selected: 2)
        h.key("t", [.control])
        XCTAssertEqual(h.names, ["A", "B", "C", "new1", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "3", "the new page is the target at once")
        XCTAssertEqual(h.state["carousel.title"], "Untitled")
        XCTAssertEqual(h.state["carousel.count"], "8")
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        // Travel: 0.2 s for one page, ease-in-out; the new card is still invisible.
        h.run(0.1)
        XCTAssertEqual(h.progress, 2.5, accuracy: 0.01)
        XCTAssertEqual(h.snapshot(of: "new1")?.opacity ?? 0, 0, accuracy: 1e-9)
        h.run(0.1)
        XCTAssertEqual(h.progress, 3, accuracy: 1e-9)
        // Fade: 0.3 s.
        h.run(0.15)
        let fading = h.snapshot(of: "new1")?.opacity ?? 0
        XCTAssertGreaterThan(fading, 0.2)
        XCTAssertLessThan(fading, 0.8)
        XCTAssertEqual(h.zoom, 1)
        h.run(0.17)
        XCTAssertEqual(h.state["carousel.presenting"], "false", "then it zooms")
        // Zoom: 0.3 s.
        h.run(0.13)
        XCTAssertGreaterThan(h.zoom, 0)
        XCTAssertLessThan(h.zoom, 1)
        h.run(0.16)
        XCTAssertEqual(h.zoom, 0)
        h.settle()
        XCTAssertEqual(h.events, ["selected 3", "added new1 3", "dismissed"])
    }

    func testTheCardsAfterTheCurrentOneMakeRoom() {
        let h = CarouselHarness(selected: 2)
        let d = h.cardFrame(3).minX
        h.key("t", [.control])
        XCTAssertEqual(h.cardFrame(4).minX, d, accuracy: 1e-9, "D starts where it was")
        h.run(0.5)
        XCTAssertEqual(h.cardFrame(4).minX - h.cardFrame(3).minX, 640, accuracy: 1e-6)
    }

    func testTheTravelTakesPointTwoSecondsPerPage() {
        let h = CarouselHarness(count: 7, selected: 5)
        h.carousel.add(CarouselTestPage("Z"), now: h.now)
        XCTAssertEqual(h.names.last, "Z")
        XCTAssertEqual(h.state["carousel.selected"], "7")
        h.run(0.39)
        XCTAssertLessThan(h.progress, 7)
        h.run(0.02)
        XCTAssertEqual(h.progress, 7)
    }

    /// Issue 18 item 6: the seed's 0.2 s a page is meant for a few pages.
    func testTheTravelTakesAtMostPointSixSecondsHoweverFar() {
        let h = CarouselHarness(count: 40, selected: 1)
        h.carousel.add(CarouselTestPage("Z"), now: h.now)
        XCTAssertEqual(h.state["carousel.selected"], "40")
        h.run(Constants.carouselAddMaxTravelS - 0.01)
        XCTAssertLessThan(h.progress, 40)
        h.run(0.02)
        XCTAssertEqual(h.progress, 40)
    }

    /// 50 quick ctrl+t share one sequence: every page is added, the row travels at most 0.6 s
    /// from where it is, the last page fades in and zooms, and everything rests within 2 s.
    func testRepeatedAddsShareOneSequenceThatEndsSoon() {
        let h = CarouselHarness(count: 7, selected: 2)
        for _ in 0..<50 {
            h.key("t", [.control])
            h.run(1.0 / 60)
        }
        XCTAssertEqual(h.state["carousel.count"], "57")
        let rest = h.settle()
        XCTAssertLessThan(rest, Constants.carouselAddMaxTravelS + Constants.carouselAddFadeS
            + Constants.carouselAddZoomS + 0.1)
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        XCTAssertEqual(h.state["carousel.selected"], "52")
        XCTAssertEqual(h.events.filter { $0 == "dismissed" }.count, 1, "one zoom, for the last page")
    }

    func testAPressDuringTheSequenceStopsTheZoomButTheCardStillAppears() {
        let h = CarouselHarness(selected: 2)
        h.key("t", [.control])
        h.run(0.15)
        h.send(.press(Point(500, 330), button: 1, modifiers: []))
        h.send(.release(Point(500, 330), button: 1))
        h.send(.tap(Point(500, 330), count: 1, button: 1, modifiers: []))
        h.settle()
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        XCTAssertEqual(h.zoom, 1)
        XCTAssertEqual(h.snapshot(of: "new1")?.opacity, 1)
    }

    func testAKeyDuringTheSequenceTakesOver() {
        let h = CarouselHarness(selected: 2)
        h.key("t", [.control])
        h.run(0.1)
        h.key("Right")
        XCTAssertEqual(h.state["carousel.selected"], "4")
        h.settle()
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        XCTAssertEqual(h.progress, 4)
    }

    func testANewPageWhileShowingAPagePresentsTheRowThenRunsTheAddSequence() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("t", [.control])
        XCTAssertEqual(h.state["carousel.presenting"], "true", "the page shrinks into the row first")
        XCTAssertEqual(h.state["carousel.count"], "7", "the page is added once the row is in")
        XCTAssertTrue(h.carousel.isAnimating(now: h.now))
        h.settle()
        XCTAssertEqual(h.names[3], "new1")
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.count"], "8")
        XCTAssertEqual(h.state["carousel.presenting"], "false", "and it zooms into the new page")
        XCTAssertEqual(SceneProbe.texts(h.frame()), ["new1"])
        XCTAssertEqual(h.events, ["presented", "selected 3", "added new1 3", "dismissed"])
    }

    func testANewPageWithReducedMotionAppearsAtOnce() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.carousel.layout(size: h.carousel.size, now: h.now, environment: ComponentEnvironment(reducedMotion: true))
        h.key("t", [.control])
        XCTAssertEqual(h.names[3], "new1")
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }

    func testInsertingKeepsTheSelectedPageAndMakesRoom() {
        let h = CarouselHarness(selected: 2)
        let frame = h.cardFrame(2)
        h.carousel.insert(CarouselTestPage("X"), at: 1, now: h.now)
        XCTAssertEqual(h.names, ["A", "X", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.title"], "Page C")
        XCTAssertEqual(h.cardFrame(3), frame, "C stays where it is")
        XCTAssertEqual(h.events, ["selected 3", "added X 1"])
        h.settle()
        XCTAssertEqual(h.cardFrame(3).minX, frame.minX, accuracy: 1e-6)
        XCTAssertEqual(h.state["carousel.presenting"], "true", "an insert does not zoom")
    }

    func testInsertingAfterTheSelectedPageLeavesTheSelection() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.carousel.insert(CarouselTestPage("X"), at: 50, now: h.now)
        XCTAssertEqual(h.names.last, "X")
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }
}
