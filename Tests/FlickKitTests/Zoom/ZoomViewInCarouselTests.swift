import XCTest
import FlickTestSupport
import FlickCore
@testable import FlickKit

final class ZoomViewInCarouselTests: XCTestCase {
    /// A carousel showing the first of two zoom views, 800x600.
    func makeCarousel() -> (ComponentHarness, PageCarousel, ZoomView) {
        let first = ZoomView(content: ZoomTestContent())
        let carousel = PageCarousel(pages: [first, ZoomView(content: ZoomTestContent())]) { ZoomView(content: ZoomTestContent()) }
        let h = ComponentHarness(carousel, size: Size(800, 600))
        h.settle()
        return (h, carousel, first)
    }

    func testTheSelectedPagesZoomScaleIsPublished() {
        let (h, carousel, _) = makeCarousel()
        XCTAssertEqual(carousel.state["zoom.scale"], "1")
        h.send(.pinch(Point(400, 300), scale: 2))
        h.settle()
        XCTAssertEqual(carousel.state["zoom.scale"], "2")
        XCTAssertEqual(carousel.state["carousel.presenting"], "false")
    }

    func testAZoomOutStepZoomsAZoomedPageOutAndPresentsAtFit() {
        let (h, carousel, zoom) = makeCarousel()
        h.send(.pinch(Point(400, 300), scale: 2))
        h.settle()
        h.send(.pinch(Point(400, 300), scale: 0.5))
        h.settle()
        XCTAssertEqual(zoom.scale, 1)
        XCTAssertEqual(carousel.state["carousel.presenting"], "false", "the page used the step")
        h.send(.pinch(Point(400, 300), scale: 0.9))
        h.settle()
        XCTAssertEqual(carousel.state["carousel.presenting"], "true", "at fit the step presents, as before")
    }

    func testADragPansTheZoomedPage() {
        let (h, _, zoom) = makeCarousel()
        h.send(.pinch(Point(400, 300), scale: 2))
        h.settle()
        let start = Point(400, 300)
        h.send(.press(start, button: 1, modifiers: []))
        h.now += 0.05
        h.send(.panBegin(PanInfo(start: start, location: Point(390, 300))))
        h.send(.panUpdate(PanInfo(start: start, location: Point(300, 300))))
        h.send(.panEnd(PanInfo(start: start, location: Point(300, 300))))
        h.settle()
        XCTAssertEqual(zoom.origin(now: h.now).x, -500, accuracy: 1e-6)
    }

    /// A touchpad pinch about the middle from 1 to `scale` over ten frames, then lifted.
    func pinch(_ h: ComponentHarness, to scale: Double) {
        let c = Point(400, 300)
        h.send(.pinchBegin(PinchInfo(startCenter: c, center: c, scale: 1, source: .touchpad)))
        for i in 1...10 {
            h.now += 1.0 / 60
            h.send(.pinchUpdate(PinchInfo(startCenter: c, center: c, scale: 1 + (scale - 1) * Double(i) / 10, source: .touchpad)))
            h.frame()
        }
        h.send(.pinchEnd(PinchInfo(startCenter: c, center: c, scale: scale, source: .touchpad)))
        h.settle()
    }

    func testSpreadingFingersOnAPageAtFitZoomItAndTheCarouselStays() {
        let (h, carousel, zoom) = makeCarousel()
        pinch(h, to: 2)
        XCTAssertEqual(zoom.scale, 2, accuracy: 1e-6)
        XCTAssertEqual(carousel.state["carousel.presenting"], "false")
    }

    func testClosingFingersZoomAZoomedPageOutAndAtFitPresentThePages() {
        let (h, carousel, zoom) = makeCarousel()
        pinch(h, to: 3)
        pinch(h, to: 0.5)
        XCTAssertEqual(zoom.scale, 1.5, accuracy: 1e-6, "the page claimed the closing pinch")
        XCTAssertEqual(carousel.state["carousel.presenting"], "false")
        h.key("0", [.control])
        h.settle()
        XCTAssertEqual(zoom.scale, 1)
        pinch(h, to: 0.4)
        XCTAssertEqual(carousel.state["carousel.presenting"], "true", "at fit the carousel's pinch presents, as before")
        XCTAssertEqual(zoom.scale, 1)
    }
}
