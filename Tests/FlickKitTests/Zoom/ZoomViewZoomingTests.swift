import XCTest
import FlickTestSupport
import FlickCore
@testable import FlickKit

final class ZoomViewZoomingTests: XCTestCase {
    func testAZoomViewStartsAtFitWithTheContentLaidOutAtItsSize() {
        let h = ZoomHarness()
        XCTAssertEqual(h.zoom.scale, 1)
        XCTAssertEqual(h.content.layouts, [Size(800, 600)])
        XCTAssertEqual(h.zoom.state["zoom.scale"], "1")
    }

    func testAPinchZoomsAboutItsCenterKeepingThePointUnderTheFingersFixed() {
        let h = ZoomHarness()
        let center = Point(200, 150)
        let before = h.contentPoint(at: center)
        h.pinch(to: 2.5, at: center, lift: false)
        XCTAssertEqual(h.zoom.scale(now: h.now), 2.5, accuracy: 1e-9)
        let after = h.contentPoint(at: center)
        XCTAssertEqual(after.x, before.x, accuracy: 1e-6)
        XCTAssertEqual(after.y, before.y, accuracy: 1e-6)
    }

    func testThePointUnderTheFingersFollowsThemAsTheyMove() {
        let h = ZoomHarness()
        let start = Point(400, 300)
        let under = h.contentPoint(at: start)
        h.pinch(to: 2, at: start, moving: Point(-60, 40), lift: false)
        let now = h.contentPoint(at: Point(340, 340))
        XCTAssertEqual(now.x, under.x, accuracy: 1e-6)
        XCTAssertEqual(now.y, under.y, accuracy: 1e-6)
    }

    func testCtrlWheelZoomsAboutThePointer() {
        let h = ZoomHarness()
        let pointer = Point(600, 100)
        let under = h.contentPoint(at: pointer)
        // The recognizer makes ctrl+wheel up a pinch step at the pointer.
        h.send(.pinch(pointer, scale: Constants.pinchStepScale))
        h.send(.pinch(pointer, scale: Constants.pinchStepScale))
        h.settle()
        XCTAssertEqual(h.zoom.scale, Constants.pinchStepScale * Constants.pinchStepScale, accuracy: 1e-9)
        let after = h.contentPoint(at: pointer)
        XCTAssertEqual(after.x, under.x, accuracy: 0.01)
        XCTAssertEqual(after.y, under.y, accuracy: 0.01)
    }

    func testAZoomOutStepAtFitIsLeftToTheContainer() {
        let h = ZoomHarness()
        XCTAssertFalse(h.send(.pinch(Point(400, 300), scale: 1 / Constants.pinchStepScale)))
        XCTAssertEqual(h.zoom.scale, 1)
    }

    func testCtrlPlusAndMinusZoomOneStepAndCtrl0ReturnsToFit() {
        let h = ZoomHarness()
        h.key("plus", [.control])
        h.key("equal", [.control])
        h.settle()
        XCTAssertEqual(h.zoom.scale, Constants.pinchStepScale * Constants.pinchStepScale, accuracy: 1e-9)
        h.key("minus", [.control])
        h.settle()
        XCTAssertEqual(h.zoom.scale, Constants.pinchStepScale, accuracy: 1e-9)
        h.send(.pinch(Point(700, 500), scale: 3))
        h.settle()
        XCTAssertGreaterThan(h.zoom.scale, 3)
        h.key("0", [.control])
        h.settle()
        XCTAssertEqual(h.zoom.scale, 1)
        XCTAssertEqual(h.zoom.origin(now: h.now), .zero)
        XCTAssertEqual(h.zoom.state["zoom.scale"], "1")
    }

    func testADoubleClickTogglesFitAndTheDoubleTapScaleAboutTheClick() {
        let h = ZoomHarness()
        let p = Point(200, 450)
        let under = h.contentPoint(at: p)
        h.click(p, count: 1)
        h.click(p, count: 2)
        h.settle()
        XCTAssertEqual(h.zoom.scale, Constants.zoomDoubleTapScale, accuracy: 1e-9)
        let after = h.contentPoint(at: p)
        XCTAssertEqual(after.x, under.x, accuracy: 0.01)
        XCTAssertEqual(after.y, under.y, accuracy: 0.01)
        h.click(p, count: 1)
        h.click(p, count: 2)
        h.settle()
        XCTAssertEqual(h.zoom.scale, 1)
    }

    func testADoubleClickNeverZoomsPastTheMaximum() {
        let h = ZoomHarness(maximumScale: 1.5)
        h.click(Point(400, 300), count: 2)
        h.settle()
        XCTAssertEqual(h.zoom.scale, 1.5, accuracy: 1e-9)
    }

    func testAPinchPastTheMaximumPullsARubberBandAndSpringsBack() {
        let h = ZoomHarness(maximumScale: 4)
        h.pinch(to: 8, at: Point(400, 300), lift: false)
        let pulled = h.zoom.scale(now: h.now)
        XCTAssertGreaterThan(pulled, 4, "the pinch pulls past the maximum")
        XCTAssertLessThan(pulled, 8, "on a rubber band, less than the fingers")
        XCTAssertLessThan(pulled, 4 * exp(Constants.zoomScaleRubberBandLog) + 1e-9)
        h.send(.pinchEnd(PinchInfo(startCenter: Point(400, 300), center: Point(400, 300), scale: 8, source: .touchpad)))
        XCTAssertTrue(h.zoom.isAnimating(now: h.now))
        h.settle()
        XCTAssertEqual(h.zoom.scale(now: h.now), 4, accuracy: 1e-9)
        XCTAssertEqual(h.zoom.state["zoom.scale"], "4")
    }

    func testAPinchBelowTheMinimumSpringsBackToFit() {
        let h = ZoomHarness()
        h.pinch(to: 0.4, at: Point(300, 200), lift: false)
        let pulled = h.zoom.scale(now: h.now)
        XCTAssertLessThan(pulled, 1)
        XCTAssertGreaterThan(pulled, 0.4)
        h.send(.pinchEnd(PinchInfo(startCenter: Point(300, 200), center: Point(300, 200), scale: 0.4, source: .touchpad)))
        h.settle()
        XCTAssertEqual(h.zoom.scale(now: h.now), 1, accuracy: 1e-9)
        XCTAssertEqual(h.zoom.origin(now: h.now).x, 0, accuracy: 1e-6)
        XCTAssertEqual(h.zoom.origin(now: h.now).y, 0, accuracy: 1e-6)
    }

    func testAPressCatchesARunningZoomWhereItIs() {
        let h = ZoomHarness()
        h.send(.pinch(Point(400, 300), scale: 3))
        h.run(0.05)
        let mid = h.zoom.scale(now: h.now)
        XCTAssertGreaterThan(mid, 1)
        XCTAssertLessThan(mid, 3)
        h.send(.press(Point(400, 300), button: 1, modifiers: []))
        h.run(0.2)
        XCTAssertEqual(h.zoom.scale(now: h.now), mid, accuracy: 1e-9)
        XCTAssertFalse(h.zoom.isAnimating(now: h.now))
    }

    func testTheContentIsLaidOutAtTheZoomedSizeOnceTheScaleSettles() {
        let h = ZoomHarness()
        h.pinch(to: 3, at: Point(400, 300), lift: false)
        XCTAssertEqual(h.content.layouts, [Size(800, 600)], "no relayout while the fingers move")
        let moving = h.frame()
        XCTAssertEqual(SceneProbe.snapshots(moving).first?.size, Size(800, 600), "the cached image is scaled")
        h.send(.pinchEnd(PinchInfo(startCenter: Point(400, 300), center: Point(400, 300), scale: 3, source: .touchpad)))
        h.settle()
        XCTAssertEqual(h.content.layouts.last?.width ?? 0, 2400, accuracy: 1e-6)
        XCTAssertEqual(h.content.layouts.last?.height ?? 0, 1800, accuracy: 1e-6)
        XCTAssertEqual(h.zoom.laidOutScale, 3, accuracy: 1e-9)
        let rest = h.frame()
        XCTAssertTrue(SceneProbe.snapshots(rest).isEmpty, "at rest the zoomed content is drawn live, clipped to the view")
        h.key("0", [.control])
        h.settle()
        XCTAssertEqual(h.content.layouts.last, Size(800, 600))
    }

    func testTheSemanticsSayTheZoomAndPlaceTheContentsNodesWhereTheyShow() {
        let h = ZoomHarness()
        h.send(.pinch(Point(0, 0), scale: 2))
        h.settle()
        let node = h.zoom.semantics(now: h.now)[0]
        XCTAssertEqual(node.value, "200%")
        XCTAssertEqual(node.role, .scrollPane)
        let mark = node.children[0]
        // Laid out at 1600x1200, the mark sits at 400,300 (10x10), with the origin at 0,0.
        XCTAssertEqual(mark.frame, Rect(x: 400, y: 300, width: 10, height: 10))
        XCTAssertTrue(mark.isShowing)
        h.key("Right")
        h.key("Right")
        h.key("Right")
        h.key("Right")
        h.key("Right")
        h.key("Right")
        h.key("Right")
        h.settle()
        XCTAssertFalse(h.zoom.semantics(now: h.now)[0].children[0].isShowing, "panned out of view")
    }
}
