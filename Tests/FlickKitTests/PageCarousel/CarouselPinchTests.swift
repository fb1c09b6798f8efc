import XCTest
import FlickCore
@testable import FlickKit

final class CarouselPinchTests: XCTestCase {
    func info(_ scale: Double) -> PinchInfo {
        PinchInfo(startCenter: Point(100, 100), center: Point(100, 100), scale: scale, source: .touchpad)
    }

    func zoomPinch() -> CarouselZoomPinch {
        CarouselZoomPinch(zoom: 0.5, cardShare: 0.5, wasPresenting: false, pendingEnd: nil)
    }

    func testAPinchDrivingTheZoomHoldsItUntilItEnds() {
        var pinch = CarouselPinch()
        XCTAssertFalse(pinch.isHoldingZoom)
        pinch.drive(zoomPinch())
        XCTAssertTrue(pinch.isHoldingZoom)
        XCTAssertNotNil(pinch.endDriving())
        XCTAssertFalse(pinch.isHoldingZoom)
        XCTAssertNil(pinch.endDriving(), "it ends once")
    }

    func testThePressThatHeldAZoomIsSwallowedToItsTapAndLetsTheZoomGoOnRelease() {
        var pinch = CarouselPinch()
        pinch.holdZoom(zoomPinch())
        var letGo: CarouselZoomPinch?
        XCTAssertEqual(pinch.swallow(.longPress(Point(1, 1)), letGo: &letGo), true)
        XCTAssertNil(letGo)
        XCTAssertEqual(pinch.swallow(.release(Point(1, 1), button: 1), letGo: &letGo), true)
        XCTAssertNotNil(letGo, "the release lets the held zoom go, to settle")
        XCTAssertFalse(pinch.isHoldingZoom)
        letGo = nil
        XCTAssertEqual(pinch.swallow(.tap(Point(1, 1), count: 1, button: 1, modifiers: []), letGo: &letGo), true)
        XCTAssertNil(letGo)
        XCTAssertNil(pinch.swallow(.release(Point(1, 1), button: 1), letGo: &letGo), "after its tap nothing is swallowed")
    }

    func testAPressThatMissesSwallowsNothing() {
        var pinch = CarouselPinch()
        pinch.holdZoom(zoomPinch())
        pinch.pressMisses()
        var letGo: CarouselZoomPinch?
        XCTAssertNil(pinch.swallow(.release(Point(1, 1), button: 1), letGo: &letGo))
        XCTAssertNil(pinch.swallow(.key(KeyCombo("a")), letGo: &letGo))
    }

    func testAPinchOnThePageWaitsUntilTheFingersMoveThenGoesToThePageWhenItClaimsIt() {
        var pinch = CarouselPinch()
        pinch.waitForPage(info(1))
        var asked = 0
        let still = pinch.pageStep(.pinchUpdate(info(1)), info(1)) { _ in asked += 1; return true }
        XCTAssertEqual(still, [], "the fingers have not moved: nothing yet")
        XCTAssertEqual(asked, 0)
        let moved = pinch.pageStep(.pinchUpdate(info(1.2)), info(1.2)) { _ in asked += 1; return true }
        XCTAssertEqual(moved, [.pinchBegin(info(1)), .pinchUpdate(info(1.2))], "the page gets the beginning, then this step")
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(pinch.pageStep(.pinchUpdate(info(1.3)), info(1.3)) { _ in false }, [.pinchUpdate(info(1.3))],
                       "decided once: the rest is the page's")
        XCTAssertEqual(pinch.pageStep(.pinchEnd(info(1.4)), info(1.4)) { _ in false }, [.pinchEnd(info(1.4))])
        XCTAssertNil(pinch.pageStep(.pinchUpdate(info(1.5)), info(1.5)) { _ in true }, "after its end the page has no pinch")
    }

    func testAPinchThePageDoesNotClaimIsTheCarousels() {
        var pinch = CarouselPinch()
        pinch.waitForPage(info(1))
        XCTAssertNil(pinch.pageStep(.pinchUpdate(info(0.8)), info(0.8)) { _ in false })
        XCTAssertNil(pinch.pageStep(.pinchUpdate(info(0.7)), info(0.7)) { _ in true }, "decided once: not the page's")
    }

    func testAPinchNotBegunOnThePageIsNeverThePages() {
        var pinch = CarouselPinch()
        pinch.waitForPage(info(1))
        pinch.notForPage()
        XCTAssertNil(pinch.pageStep(.pinchUpdate(info(1.2)), info(1.2)) { _ in true })
    }

    func testCancellingForgetsEverythingAndReportsWhatWasHeld() {
        var pinch = CarouselPinch()
        pinch.waitForPage(info(1))
        _ = pinch.pageStep(.pinchUpdate(info(1.2)), info(1.2)) { _ in true }
        pinch.holdZoom(zoomPinch())
        let cancelled = pinch.cancel()
        XCTAssertTrue(cancelled.pageHadPinch)
        XCTAssertNotNil(cancelled.zoom)
        XCTAssertFalse(pinch.isHoldingZoom)
        XCTAssertFalse(pinch.swallowsPress)
        XCTAssertNil(pinch.pageBegin)
        let again = pinch.cancel()
        XCTAssertFalse(again.pageHadPinch)
        XCTAssertNil(again.zoom)
    }
}
