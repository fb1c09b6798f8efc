import XCTest
@testable import FlickCore

/// Touchpad scrolling and swipes as pans, wheels as notches, through `GestureRecognizer` on a manual clock.
final class TouchpadScrollRecognizerTests: XCTestCase {
    private var r = GestureRecognizer()
    private let clock = ManualClock()

    override func setUp() {
        super.setUp()
        r = GestureRecognizer()
    }

    @discardableResult
    private func scroll(_ dx: Double, _ dy: Double, at t: Double, device: ScrollDevice = .touchpad,
                        modifiers: Modifiers = []) -> [Gesture] {
        clock.set(t)
        return r.handle(.smoothScroll(SmoothScrollInput(location: Point(300, 200), delta: Point(dx, dy), device: device,
                                                        modifiers: modifiers, time: clock.now)))
    }

    @discardableResult
    private func swipe(_ phase: InputPhase, _ dx: Double, _ dy: Double, at t: Double) -> [Gesture] {
        clock.set(t)
        return r.handle(.touchpadSwipe(TouchpadSwipeInput(phase: phase, location: Point(300, 200), delta: Point(dx, dy),
                                                          fingers: 3, time: clock.now)))
    }

    private func pan(_ g: [Gesture]) -> PanInfo? {
        for e in g.reversed() {
            switch e {
            case .panBegin(let i), .panUpdate(let i), .panEnd(let i): return i
            default: continue
            }
        }
        return nil
    }

    private func panEnd(_ g: [Gesture]) -> PanInfo? {
        for e in g { if case .panEnd(let i) = e { return i } }
        return nil
    }

    func testTheFirstScrollPressesAndBeginsAPanWhoseContentFollowsTheFingers() {
        let g = scroll(10, 0, at: 1)
        XCTAssertEqual(g.first, .press(Point(300, 200), button: 1, modifiers: []))
        guard g.count == 2, case .panBegin(let info) = g[1] else { return XCTFail("\(g)") }
        XCTAssertEqual(info.source, .touchpad)
        XCTAssertEqual(info.start, Point(300, 200))
        XCTAssertEqual(info.anchor, Point(300, 200))
        XCTAssertEqual(info.translation, Point(-10, 0), "scrolling right moves the content left, raw px")
        let update = scroll(5, -3, at: 1.01)
        guard case .panUpdate(let next)? = update.first, update.count == 1 else { return XCTFail("\(update)") }
        XCTAssertEqual(next.translation, Point(-15, 3))
        XCTAssertTrue(r.isPanning)
        XCTAssertTrue(r.isPointerDown, "a host draws every frame while the fingers scroll")
    }

    func testAGapWithoutEventsEndsThePanThroughTheDeadlineWithTheFingersVelocity() {
        for k in 0..<10 { scroll(-8, 0, at: Double(k) * 0.01) }  // fingers right at 800 px/s
        XCTAssertEqual(r.nextDeadline ?? 0, 0.09 + Constants.touchpadScrollEndGapS, accuracy: 1e-9)
        XCTAssertEqual(r.advance(to: 0.09 + Constants.touchpadScrollEndGapS - 0.001), [], "not yet")
        let g = r.advance(to: 0.09 + Constants.touchpadScrollEndGapS)
        let end = panEnd(g)
        XCTAssertEqual(end?.velocity.x ?? 0, 800, accuracy: 0.5, "the velocity the fingers had at the last event")
        XCTAssertEqual(end?.translation, Point(80, 0))
        XCTAssertNil(r.nextDeadline)
        XCTAssertFalse(r.isPointerDown)
    }

    func testAPauseOfFortyMillisecondsWithinTheStreamStopsTheVelocity() {
        for k in 0..<10 { scroll(-8, 0, at: Double(k) * 0.01) }
        scroll(0.5, 0, at: 0.09 + Constants.velocityStaleS + 0.005)  // a twitch after a rest
        let end = panEnd(r.advance(to: 1))
        XCTAssertEqual(end?.velocity.x ?? 99, 0, accuracy: 1e-9)
    }

    func testAnEventAfterTheGapEndsTheOldPanAndBeginsANewOne() {
        scroll(0, 10, at: 0)
        scroll(0, 10, at: 0.01)
        let g = scroll(0, 4, at: 0.01 + Constants.touchpadScrollEndGapS + 0.05)
        XCTAssertNotNil(panEnd(g))
        XCTAssertTrue(g.contains(.press(Point(300, 200), button: 1, modifiers: [])))
        XCTAssertEqual(pan(g)?.translation, Point(0, -4), "the new pan starts afresh")
    }

    func testAPointerPressOrAKeyEndsAPanFirst() {
        scroll(3, 0, at: 0)
        let press = r.handle(.pointerDown(PointerInput(location: Point(10, 10), time: 0.01)))
        XCTAssertNotNil(panEnd(press))
        XCTAssertEqual(press.last, .press(Point(10, 10), button: 1, modifiers: []))
        _ = r.handle(.pointerUp(PointerInput(location: Point(10, 10), time: 0.02)))
        scroll(3, 0, at: 1)
        let key = r.handle(.key(KeyInput(key: KeyCombo("Right"), time: 1.01)))
        XCTAssertNotNil(panEnd(key))
        XCTAssertEqual(key.last, .key(KeyCombo("Right")))
        XCTAssertNil(r.nextDeadline)
    }

    func testTouchpadScrollIsIgnoredWhileTheMouseHoldsAButton() {
        _ = r.handle(.pointerDown(PointerInput(location: Point(10, 10), time: 0)))
        XCTAssertEqual(scroll(5, 0, at: 0.01), [])
    }

    func testAWheelSmoothScrollIsNotchesAndCtrlWheelTheSteppedPinch() {
        XCTAssertEqual(scroll(0, Constants.scrollIncrementPx, at: 0, device: .wheel),
                       [.scroll(Point(300, 200), delta: Point(0, 1), modifiers: [])], "one notch, counted once")
        XCTAssertEqual(scroll(-Constants.scrollIncrementPx / 2, 0, at: 0.1, device: .wheel),
                       [.scroll(Point(300, 200), delta: Point(-0.5, 0), modifiers: [])], "half a notch of a hi-res wheel")
        XCTAssertEqual(scroll(0, -Constants.scrollIncrementPx, at: 0.2, device: .wheel, modifiers: .control),
                       [.pinch(Point(300, 200), scale: Constants.pinchStepScale)])
        XCTAssertFalse(r.isPointerDown)
        XCTAssertNil(r.nextDeadline)
    }

    func testAThreeFingerSwipeFollowsTheFingersAndEndsOnItsOwnEnd() {
        let begin = swipe(.began, 0, 0, at: 0)
        XCTAssertEqual(begin.first, .press(Point(300, 200), button: 1, modifiers: []))
        for k in 1...10 { swipe(.changed, -6, 0, at: Double(k) * 0.01) }
        XCTAssertNil(r.nextDeadline, "a swipe has its own end")
        let end = panEnd(swipe(.ended, 0, 0, at: 0.1))
        XCTAssertEqual(end?.translation, Point(-60, 0), "fingers left, content left")
        XCTAssertEqual(end?.velocity.x ?? 0, -600, accuracy: 0.5)
        XCTAssertEqual(end?.source, .touchpad)
        swipe(.began, 0, 0, at: 1)
        swipe(.changed, 30, 0, at: 1.01)
        XCTAssertEqual(panEnd(swipe(.cancelled, 0, 0, at: 1.02))?.velocity, .zero)
        XCTAssertFalse(r.isPointerDown)
    }
}
