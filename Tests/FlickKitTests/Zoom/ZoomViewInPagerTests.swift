import XCTest
import FlickTestSupport
import FlickCore
@testable import FlickKit

final class ZoomViewInPagerTests: XCTestCase {
    /// A bounded swiper of three zoom views (800x600), one kept per index.
    final class Pager {
        private var made: [Int: ZoomView] = [:]
        private var driver: SwiperHarnessOfZooms?
        /// The harness driving the swiper.
        var harness: SwiperHarnessOfZooms { driver! }

        init() {
            let swiper = Swiper(pageCount: 3, options: SwiperOptions(isCircular: false)) { [unowned self] i in zoom(i) }
            driver = SwiperHarnessOfZooms(swiper)
            harness.frame()
        }

        /// The zoom view of page `i` (made on first use).
        func zoom(_ i: Int) -> ZoomView {
            if let z = made[i] { return z }
            let z = ZoomView(content: ZoomTestContent(), maximumScale: 8)
            made[i] = z
            return z
        }
    }

    func testAtFitASwipeTurnsThePage() {
        let p = Pager()
        p.harness.drag(dx: -500, velocity: -800)
        p.harness.settle()
        XCTAssertEqual(p.harness.swiper.currentIndex, 1)
    }

    func testADragOnAZoomedPicturePansItAndTheSameDirectionAtItsEdgeTurnsThePage() {
        let p = Pager()
        let h = p.harness
        h.send(.pinch(Point(400, 300), scale: 2))
        h.settle()
        let zoom = p.zoom(0)
        XCTAssertEqual(zoom.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(zoom.origin(now: h.now).x, -400, accuracy: 1e-6)
        // A drag to the left pans the content to the left, the page stays.
        h.drag(dx: -300, velocity: 0)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 0)
        XCTAssertEqual(h.swiper.progress(now: h.now), 0)
        XCTAssertEqual(zoom.origin(now: h.now).x, -700, accuracy: 1e-6)
        // Again: the content reaches its right edge (and rubber-bands), still no page turn.
        h.drag(dx: -300, velocity: 0)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 0)
        XCTAssertEqual(zoom.origin(now: h.now).x, -800, accuracy: 1e-6)
        // At the edge, the same direction turns the page.
        h.drag(dx: -500, velocity: -800)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 1)
    }

    func testAZoomViewInAStackInASwiperLetsADragAtItsEdgeTurnThePage() throws {
        var zooms: [Int: ZoomView] = [:]
        let swiper = Swiper(pageCount: 3, options: SwiperOptions(isCircular: false)) { i in
            let z = ZoomView(content: ZoomTestContent(), maximumScale: 8)
            zooms[i] = z
            return Stack(.vertical, items: [StackItem(z, length: 600)])
        }
        let h = SwiperHarnessOfZooms(swiper)
        h.frame()
        h.send(.pinch(Point(400, 300), scale: 2))
        h.settle()
        let zoom = try XCTUnwrap(zooms[0])
        XCTAssertEqual(zoom.scale, 2, accuracy: 1e-9)
        // The drag to the right edge pans the picture (the page stays) ...
        h.drag(dx: -300, velocity: 0)
        h.settle()
        h.drag(dx: -300, velocity: 0)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 0)
        XCTAssertEqual(zoom.origin(now: h.now).x, -800, accuracy: 1e-6)
        // ... and at that edge, through the stack, the same direction turns the page.
        h.drag(dx: -500, velocity: -800)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 1)
    }

    func testAtItsEdgeTheOtherDirectionStillPansTheContent() {
        let p = Pager()
        let h = p.harness
        h.send(.pinch(Point(0, 300), scale: 2))
        h.settle()
        XCTAssertEqual(p.zoom(0).origin(now: h.now).x, 0, accuracy: 1e-6)
        h.drag(dx: -200, velocity: 0)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 0)
        XCTAssertEqual(p.zoom(0).origin(now: h.now).x, -200, accuracy: 1e-6)
    }

    func testTheShownPagesZoomScaleIsPublished() {
        let p = Pager()
        let h = p.harness
        XCTAssertEqual(h.swiper.state["zoom.scale"], "1")
        h.send(.pinch(Point(400, 300), scale: 2.5))
        h.settle()
        XCTAssertEqual(h.swiper.state["zoom.scale"], "2.5")
        h.key("0", [.control])
        h.settle()
        XCTAssertEqual(h.swiper.state["zoom.scale"], "1")
        h.drag(dx: -500, velocity: -800)
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 1)
        XCTAssertEqual(h.swiper.state["zoom.scale"], "1")
    }

    func testTheWheelPansAZoomedPageAndTurnsThePageAtFit() {
        let p = Pager()
        let h = p.harness
        h.key("plus", [.control])
        h.settle()
        XCTAssertEqual(p.zoom(0).scale, Constants.pinchStepScale, accuracy: 1e-9)
        h.send(.scroll(Point(400, 300), delta: Point(0, 1), modifiers: []))
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 0, "the wheel pans the zoomed page")
        h.key("0", [.control])
        h.settle()
        h.now += 1
        h.send(.scroll(Point(400, 300), delta: Point(0, 1), modifiers: []))
        h.settle()
        XCTAssertEqual(h.swiper.currentIndex, 1, "at fit the wheel turns the page")
    }
}

/// Drives a swiper of zoom views on virtual time.
final class SwiperHarnessOfZooms: ComponentHarness {
    let swiper: Swiper

    init(_ swiper: Swiper) {
        self.swiper = swiper
        super.init(swiper, size: Size(800, 600))
    }

    /// A horizontal drag of `dx` px from the middle over 0.2 s, released at `velocity` px/s.
    func drag(dx: Double, velocity: Double) {
        let start = Point(400, 300)
        send(.press(start, button: 1, modifiers: []))
        let dir: Double = dx < 0 ? -1 : 1
        now += 0.03
        send(.panBegin(PanInfo(start: start, location: Point(start.x + dir * min(abs(dx), 8), start.y), velocity: Point(velocity, 0))))
        for i in 1...6 {
            now += 0.03
            send(.panUpdate(PanInfo(start: start, location: Point(start.x + dx * Double(i) / 6, start.y), velocity: Point(velocity, 0))))
            frame()
        }
        send(.panEnd(PanInfo(start: start, location: Point(start.x + dx, start.y), velocity: Point(velocity, 0))))
    }
}
