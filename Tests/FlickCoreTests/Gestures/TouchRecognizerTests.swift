import XCTest
@testable import FlickCore

/// Touchscreen streams through `GestureRecognizer` on explicit (manual-clock) times.
final class TouchRecognizerTests: XCTestCase {
    private var r = GestureRecognizer()

    override func setUp() {
        super.setUp()
        r = GestureRecognizer()
    }

    @discardableResult
    private func touch(_ id: Int, _ phase: InputPhase, _ x: Double, _ y: Double, at t: Double) -> [Gesture] {
        r.handle(.touch(TouchInput(id: id, phase: phase, location: Point(x, y), time: t)))
    }

    private func pans(_ g: [Gesture]) -> [PanInfo] {
        g.compactMap { if case .panBegin(let i) = $0 { return i }; if case .panUpdate(let i) = $0 { return i }
            if case .panEnd(let i) = $0 { return i }; return nil }
    }

    private func pinches(_ g: [Gesture]) -> [PinchInfo] {
        g.compactMap { if case .pinchBegin(let i) = $0 { return i }; if case .pinchUpdate(let i) = $0 { return i }
            if case .pinchEnd(let i) = $0 { return i }; return nil }
    }

    func testOneFingerTapsLikeTheMouseWithCountsAndNoHover() {
        XCTAssertEqual(touch(1, .began, 100, 100, at: 0), [.press(Point(100, 100), button: 1, modifiers: [])])
        XCTAssertEqual(touch(1, .changed, 110, 100, at: 0.02), [], "10 px is within the 16 px touch slop")
        XCTAssertEqual(touch(1, .ended, 110, 100, at: 0.05),
                       [.release(Point(110, 100), button: 1), .tap(Point(110, 100), count: 1, button: 1, modifiers: [])])
        touch(2, .began, 112, 100, at: 0.2)
        let second = touch(2, .ended, 112, 100, at: 0.25)
        XCTAssertEqual(second.last, .tap(Point(112, 100), count: 2, button: 1, modifiers: []), "a double tap")
        XCTAssertFalse(r.isPointerDown)
    }

    func testAMouseSlopMoveIsNoPanForAFingerButPastSixteenPixelsItPansFromTheSlopCrossing() {
        touch(1, .began, 100, 100, at: 0)
        XCTAssertEqual(touch(1, .changed, 100 + Constants.panSlopPx + 4, 100, at: 0.016), [])
        let g = touch(1, .changed, 120, 100, at: 0.032)
        guard case .panBegin(let info)? = g.first else { return XCTFail("no pan: \(g)") }
        XCTAssertEqual(info.source, .touch)
        XCTAssertEqual(info.anchor, Point(100 + Constants.touchSlopPx, 100))
        XCTAssertEqual(info.translation, Point(4, 0))
        XCTAssertTrue(r.isPanning)
    }

    func testAOneFingerFlingCarriesItsVelocityAndAPauseBeforeLiftingStopsIt() {
        touch(1, .began, 0, 100, at: 0)
        for k in 1...10 { touch(1, .changed, Double(k) * 20, 100, at: Double(k) * 0.01) }
        let end = pans(touch(1, .ended, 220, 100, at: 0.11)).last
        XCTAssertEqual(end?.velocity.x ?? 0, 2000, accuracy: 1, "20 px per 10 ms")
        touch(1, .began, 0, 300, at: 1)
        for k in 1...10 { touch(1, .changed, Double(k) * 20, 300, at: 1 + Double(k) * 0.01) }
        let rested = pans(touch(1, .ended, 200, 300, at: 1.1 + Constants.velocityStaleS)).last
        XCTAssertEqual(rested?.velocity, .zero, "resting 40 ms before lifting: no fling")
    }

    func testAFingerHeldStillLongPressesThroughTheDeadline() {
        touch(1, .began, 50, 50, at: 0)
        XCTAssertEqual(r.nextDeadline, Constants.longPressTimeoutS)
        XCTAssertEqual(r.advance(to: Constants.longPressTimeoutS), [.longPress(Point(50, 50))])
        XCTAssertEqual(touch(1, .ended, 50, 50, at: 0.6), [.release(Point(50, 50), button: 1)], "no tap after it")
    }

    func testASecondFingerCancelsThePendingTapAndLongPressAndStartsAPinch() {
        touch(1, .began, 100, 100, at: 0)
        let g = touch(2, .began, 200, 100, at: 0.05)
        XCTAssertEqual(g.first, .release(Point(100, 100), button: 1), "the press ends without a tap")
        XCTAssertFalse(g.contains { if case .tap = $0 { return true }; return false })
        let begin = pinches(g).first
        XCTAssertEqual(begin?.scale, 1)
        XCTAssertEqual(begin?.center, Point(150, 100))
        XCTAssertEqual(begin?.source, .touch)
        XCTAssertNil(r.nextDeadline, "no long press pending")
        XCTAssertEqual(r.advance(to: 2), [])
    }

    func testTwoFingersScaleByTheirDistanceMoveTheCenterAndEndWithTheScaleVelocity() {
        touch(1, .began, 100, 100, at: 0)
        touch(2, .began, 200, 100, at: 0)
        var last: PinchInfo?
        for k in 1...10 {
            let t = Double(k) * 0.01
            touch(1, .changed, 100 - Double(k) * 5, 100 + Double(k), at: t)
            last = pinches(touch(2, .changed, 200 + Double(k) * 5, 100 + Double(k), at: t)).last
        }
        // Distance 100 → 200: scale 2; the midpoint moved down 10 px (a two-finger pan).
        XCTAssertEqual(last?.scale ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(last?.center, Point(150, 110))
        XCTAssertEqual(last?.translation, Point(0, 10))
        let end = pinches(touch(1, .ended, 50, 110, at: 0.1)).last
        XCTAssertEqual(end?.scale ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(end?.velocity ?? 0, 10, accuracy: 0.05, "scale grew 0.1 per 10 ms (each finger's event is a sample)")
        // One finger left: no pan, no tap until every finger lifts.
        XCTAssertEqual(touch(2, .changed, 400, 300, at: 0.2), [])
        XCTAssertEqual(touch(2, .ended, 400, 300, at: 0.3), [])
        XCTAssertFalse(r.isPointerDown)
        XCTAssertEqual(touch(3, .began, 10, 10, at: 1).first, .press(Point(10, 10), button: 1, modifiers: []))
    }

    func testAPinchThatRestedBeforeLiftingHasNoVelocityAndACancelledOneNeither() {
        touch(1, .began, 100, 100, at: 0)
        touch(2, .began, 200, 100, at: 0)
        for k in 1...5 { touch(2, .changed, 200 + Double(k) * 10, 100, at: Double(k) * 0.01) }
        let rested = pinches(touch(2, .ended, 250, 100, at: 0.05 + Constants.velocityStaleS)).last
        XCTAssertEqual(rested?.velocity, 0)
        touch(1, .ended, 100, 100, at: 0.2)
        touch(1, .began, 100, 100, at: 1)
        touch(2, .began, 200, 100, at: 1)
        for k in 1...5 { touch(2, .changed, 200 + Double(k) * 10, 100, at: 1 + Double(k) * 0.01) }
        let cancelled = pinches(touch(1, .cancelled, 100, 100, at: 1.05)).last
        XCTAssertEqual(cancelled?.velocity, 0)
        XCTAssertEqual(cancelled?.scale ?? 0, 1.5, accuracy: 1e-9)
    }

    func testASecondFingerEndsAOneFingerPanWithZeroVelocity() {
        touch(1, .began, 100, 100, at: 0)
        for k in 1...5 { touch(1, .changed, 100 + Double(k) * 20, 100, at: Double(k) * 0.01) }
        let g = touch(2, .began, 300, 300, at: 0.06)
        guard case .panEnd(let end)? = g.first else { return XCTFail("no pan end: \(g)") }
        XCTAssertEqual(end.velocity, .zero)
        XCTAssertEqual(end.location, Point(200, 100))
        XCTAssertTrue(g.contains { if case .pinchBegin = $0 { return true }; return false })
    }

    func testTenFingersAtMostAndUnknownIdsAreIgnored() {
        XCTAssertEqual(touch(7, .changed, 5, 5, at: 0), [], "never touched")
        XCTAssertEqual(touch(7, .ended, 5, 5, at: 0), [])
        for id in 1...10 { touch(id, .began, Double(id) * 10, 10, at: 0) }
        XCTAssertEqual(touch(11, .began, 500, 500, at: 0.01), [])
        XCTAssertEqual(touch(11, .changed, 600, 500, at: 0.02), [])
        for id in 3...10 { XCTAssertEqual(touch(id, .changed, 0, 0, at: 0.03), [], "not one of the pinch's two") }
        for id in 1...10 { touch(id, .ended, 0, 0, at: 0.1) }
        XCTAssertFalse(r.isPointerDown, "the eleventh finger was never tracked")
    }

    func testACancelledSingleTouchReleasesWithoutATap() {
        touch(1, .began, 10, 10, at: 0)
        XCTAssertEqual(touch(1, .cancelled, 10, 10, at: 0.05), [.release(Point(10, 10), button: 1)])
    }

    func testTheMouseIsIgnoredWhileAFingerIsDownAndAFingerWhileTheMouseIs() {
        touch(1, .began, 10, 10, at: 0)
        XCTAssertEqual(r.handle(.pointerDown(PointerInput(location: Point(50, 50), time: 0.01))), [])
        touch(1, .ended, 10, 10, at: 0.05)
        _ = r.handle(.pointerDown(PointerInput(location: Point(50, 50), time: 1)))
        XCTAssertEqual(touch(2, .began, 80, 80, at: 1.01), [])
        XCTAssertEqual(touch(2, .ended, 80, 80, at: 1.02), [])
    }
}
