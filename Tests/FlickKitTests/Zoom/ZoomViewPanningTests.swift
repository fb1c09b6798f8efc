import XCTest
import FlickCore
@testable import FlickKit

final class ZoomViewPanningTests: XCTestCase {
    /// A harness zoomed to 2x about the view's center: the origin rests at -400,-300 (of -800...0, -600...0).
    func zoomedHarness() -> ZoomHarness {
        let h = ZoomHarness()
        h.zoom.scale = 2
        h.settle()
        XCTAssertEqual(h.zoom.origin(now: h.now), Point(-400, -300))
        return h
    }

    func testADragAtFitIsNotTaken() {
        let h = ZoomHarness()
        h.send(.press(Point(400, 300), button: 1, modifiers: []))
        XCTAssertFalse(h.send(.panBegin(PanInfo(start: Point(400, 300), location: Point(380, 300)))))
    }

    func testADragPansZoomedContentWithThePointer() {
        let h = zoomedHarness()
        h.drag(by: Point(-100, 50), release: false)
        XCTAssertEqual(h.zoom.origin(now: h.now).x, -500, accuracy: 1e-9)
        XCTAssertEqual(h.zoom.origin(now: h.now).y, -250, accuracy: 1e-9)
    }

    func testADragPastAnEdgePullsARubberBandAndSpringsBack() {
        let h = zoomedHarness()
        h.drag(by: Point(600, 0), release: false)
        let x = h.zoom.origin(now: h.now).x
        XCTAssertGreaterThan(x, 0, "past the left edge")
        XCTAssertLessThan(x, 200, "less than the pointer's 200 px past it")
        h.send(.panEnd(PanInfo(start: Point(400, 300), location: Point(1000, 300))))
        h.settle()
        XCTAssertEqual(h.zoom.origin(now: h.now).x, 0, accuracy: 1e-6)
    }

    func testAFlingGlidesOnAndComesToRestInsideTheEdges() {
        let h = zoomedHarness()
        h.drag(by: Point(-40, 0), velocity: Point(-600, 0))
        let released = h.zoom.origin(now: h.now).x
        XCTAssertTrue(h.zoom.isAnimating(now: h.now), "momentum")
        h.run(0.1)
        let gliding = h.zoom.origin(now: h.now).x
        XCTAssertLessThan(gliding, released, "it glides on the way it was flung")
        h.settle()
        let rest = h.zoom.origin(now: h.now).x
        XCTAssertEqual(rest, released + Deceleration.projectedDistance(velocity: -600), accuracy: 0.5)
        XCTAssertFalse(h.zoom.isAnimating(now: h.now))
    }

    func testAFastFlingStopsAtTheEdge() {
        let h = zoomedHarness()
        h.drag(by: Point(-40, 0), velocity: Point(-5000, 0))
        h.settle()
        XCTAssertEqual(h.zoom.origin(now: h.now).x, -800, accuracy: 1e-6)
    }

    func testAPressCatchesTheGlide() {
        let h = zoomedHarness()
        h.drag(by: Point(-40, 0), velocity: Point(-1500, 0))
        h.run(0.05)
        h.send(.press(Point(400, 300), button: 1, modifiers: []))
        let caught = h.zoom.origin(now: h.now).x
        h.run(0.3)
        XCTAssertEqual(h.zoom.origin(now: h.now).x, caught)
    }

    func testTheWheelAndTheArrowKeysPanZoomedContentAndAreLeftAtTheEdge() {
        let h = zoomedHarness()
        XCTAssertTrue(h.send(.scroll(Point(400, 300), delta: Point(0, 1), modifiers: [])))
        h.settle()
        XCTAssertEqual(h.zoom.origin(now: h.now).y, -300 - Constants.zoomPanStepPx, accuracy: 1e-6)
        h.key("Left")
        h.settle()
        XCTAssertEqual(h.zoom.origin(now: h.now).x, -400 + Constants.zoomPanStepPx, accuracy: 1e-6)
        for _ in 0..<10 { h.key("Left") }
        h.settle()
        XCTAssertEqual(h.zoom.origin(now: h.now).x, 0, accuracy: 1e-6)
        XCTAssertFalse(h.send(.key(KeyCombo("Left"))), "at the left edge the key is the container's")
        XCTAssertTrue(h.send(.key(KeyCombo("Right"))))
    }

    func testAtFitTheWheelAndTheArrowsAreLeftToTheContainer() {
        let h = ZoomHarness()
        XCTAssertFalse(h.send(.scroll(Point(400, 300), delta: Point(0, 1), modifiers: [])))
        XCTAssertFalse(h.send(.key(KeyCombo("Right"))))
    }

    func testAZoomedViewClaimsOnlyTheDragsItCanPan() {
        let h = zoomedHarness()
        h.key("Home") // nothing: the view keeps where it is
        let start = Point(400, 300)
        XCTAssertTrue(h.zoom.claimsPan(PanInfo(start: start, location: Point(390, 300)), along: .horizontal, now: h.now))
        for _ in 0..<10 { h.key("Left") }
        h.settle()
        XCTAssertFalse(h.zoom.claimsPan(PanInfo(start: start, location: Point(410, 300)), along: .horizontal, now: h.now),
                       "at the left edge a drag to the right is the container's")
        XCTAssertTrue(h.zoom.claimsPan(PanInfo(start: start, location: Point(390, 300)), along: .horizontal, now: h.now))
    }
}
