import XCTest
import FlickCore
@testable import FlickKit

final class CarouselZoomTests: XCTestCase {
    let tolerance = 0.0005

    func testAZoomStartsAtRestWherePresentingSays() {
        XCTAssertEqual(CarouselZoom(presented: true).value(now: 0), 1)
        XCTAssertEqual(CarouselZoom(presented: false).value(now: 0), 0)
        XCTAssertNil(CarouselZoom(presented: true).owed)
    }

    func testARunningZoomOwesItsCallbackOnlyOnceItArrives() {
        var zoom = CarouselZoom(presented: false)
        zoom.run(toPresented: true, animated: true, tolerance: tolerance, now: 0)
        XCTAssertTrue(zoom.isAnimating(now: 0.05))
        XCTAssertNil(zoom.arrival(now: 0.05), "nothing is due mid-flight")
        XCTAssertEqual(zoom.arrival(now: 5), .presented)
        XCTAssertNil(zoom.arrival(now: 6), "the callback is due once")
        XCTAssertEqual(zoom.value(now: 5), 1)
    }

    func testAZoomAtOnceArrivesAtOnce() {
        var zoom = CarouselZoom(presented: true)
        zoom.run(toPresented: false, animated: false, tolerance: tolerance, now: 0)
        XCTAssertFalse(zoom.isAnimating(now: 0))
        XCTAssertEqual(zoom.value(now: 0), 0)
        XCTAssertEqual(zoom.takeOwed(), .dismissed)
    }

    func testAZoomWithADurationTakesThatLong() {
        var zoom = CarouselZoom(presented: true)
        zoom.run(toPresented: false, animated: true, duration: 0.4, tolerance: tolerance, now: 0)
        XCTAssertTrue(zoom.isAnimating(now: 0.39))
        XCTAssertFalse(zoom.isAnimating(now: 0.41))
        XCTAssertEqual(zoom.value(now: 0.41), 0)
    }

    func testCatchingTheZoomHandsOverItsCallbackAndStopsItWhereItIs() {
        var zoom = CarouselZoom(presented: false)
        zoom.run(toPresented: true, animated: true, tolerance: tolerance, now: 0)
        zoom.isFromPinch = true
        let there = zoom.value(now: 0.1)
        let caught = zoom.catchIt(now: 0.1)
        XCTAssertEqual(caught.zoom, there, accuracy: 1e-9)
        XCTAssertEqual(caught.owed, .presented)
        XCTAssertNil(zoom.owed)
        XCTAssertFalse(zoom.isFromPinch)
        XCTAssertFalse(zoom.isAnimating(now: 0.2))
    }

    func testSettlingBackWhereItRestedOwesNoCallback() {
        var zoom = CarouselZoom(presented: true)
        zoom.follow(0.6)
        zoom.settle(presenting: true, restPresenting: true, velocity: 0, tolerance: tolerance, now: 0)
        XCTAssertNil(zoom.owed)
        XCTAssertTrue(zoom.isFromPinch, "a press may catch it while it springs")
        zoom.follow(0.6)
        zoom.settle(presenting: false, restPresenting: true, velocity: -2, tolerance: tolerance, now: 1)
        XCTAssertEqual(zoom.owed, .dismissed)
        XCTAssertEqual(zoom.arrival(now: 6), .dismissed)
    }

    func testTheAddSequencesZoomIsDueAtItsDeadlineOnce() {
        var zoom = CarouselZoom(presented: true)
        zoom.openAt = 2
        XCTAssertNil(zoom.takeDueOpen(now: 1.9))
        XCTAssertEqual(zoom.takeDueOpen(now: 2.5), 2)
        XCTAssertNil(zoom.takeDueOpen(now: 3))
        XCTAssertNil(zoom.openAt)
    }

    func testTheRestToleranceIsAQuarterPixelOfTheCardsGrowthCapped() {
        XCTAssertEqual(CarouselZoom.tolerance(width: 1000, cardWidth: 500), 0.0005)
        XCTAssertEqual(CarouselZoom.tolerance(width: 3000, cardWidth: 1000), 0.25 / 2000, accuracy: 1e-12)
        XCTAssertEqual(CarouselZoom.tolerance(width: 10, cardWidth: 10), 0.0005, "no growth: the cap")
    }
}
