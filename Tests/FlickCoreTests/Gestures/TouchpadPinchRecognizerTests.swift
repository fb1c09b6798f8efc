import XCTest
@testable import FlickCore

/// Touchpad pinches through `GestureRecognizer` on explicit times.
final class TouchpadPinchRecognizerTests: XCTestCase {
    private var r = GestureRecognizer()

    override func setUp() {
        super.setUp()
        r = GestureRecognizer()
    }

    @discardableResult
    private func pinch(_ phase: InputPhase, _ scale: Double, at t: Double, center: Point = Point(200, 150)) -> [Gesture] {
        r.handle(.touchpadPinch(TouchpadPinchInput(phase: phase, center: center, scale: scale, time: t)))
    }

    private func info(_ g: [Gesture]) -> PinchInfo? {
        for e in g.reversed() {
            switch e {
            case .pinchBegin(let i), .pinchUpdate(let i), .pinchEnd(let i): return i
            default: continue
            }
        }
        return nil
    }

    func testAPinchBeginsUpdatesAndEndsWithTheScaleVelocity() {
        let begin = pinch(.began, 1, at: 0)
        guard case .pinchBegin(let b)? = begin.first else { return XCTFail("\(begin)") }
        XCTAssertEqual(b.scale, 1)
        XCTAssertEqual(b.source, .touchpad)
        XCTAssertTrue(r.isPointerDown)
        for k in 1...10 { pinch(.changed, 1 + Double(k) * 0.02, at: Double(k) * 0.01, center: Point(200 + Double(k), 150)) }
        let end = pinch(.ended, 1.2, at: 0.1, center: Point(210, 150))
        guard case .pinchEnd(let e)? = end.first else { return XCTFail("\(end)") }
        XCTAssertEqual(e.scale, 1.2, accuracy: 1e-9)
        XCTAssertEqual(e.velocity, 2, accuracy: 1e-6, "0.02 per 10 ms")
        XCTAssertEqual(e.startCenter, Point(200, 150))
        XCTAssertEqual(e.translation, Point(10, 0))
        XCTAssertFalse(r.isPointerDown)
    }

    func testTheScaleIsRelativeToTheBegin() {
        pinch(.began, 0.8, at: 0)
        XCTAssertEqual(info(pinch(.changed, 1.6, at: 0.01))?.scale ?? 0, 2, accuracy: 1e-9)
    }

    func testARestOfFortyMillisecondsAndACancelBothEndWithoutVelocity() {
        pinch(.began, 1, at: 0)
        for k in 1...5 { pinch(.changed, 1 - Double(k) * 0.05, at: Double(k) * 0.01) }
        XCTAssertEqual(info(pinch(.ended, 0.75, at: 0.05 + Constants.velocityStaleS))?.velocity, 0)
        pinch(.began, 1, at: 1)
        for k in 1...5 { pinch(.changed, 1 + Double(k) * 0.05, at: 1 + Double(k) * 0.01) }
        let cancelled = pinch(.cancelled, 1.25, at: 1.05)
        guard case .pinchEnd(let c)? = cancelled.first else { return XCTFail("\(cancelled)") }
        XCTAssertEqual(c.velocity, 0)
        XCTAssertEqual(c.scale, 1.25, accuracy: 1e-9)
    }

    func testAnUpdateWithoutABeginBeginsAndAnEndWithoutOneIsIgnored() {
        XCTAssertEqual(pinch(.ended, 1.3, at: 0), [])
        let g = pinch(.changed, 1.1, at: 0.1)
        guard case .pinchBegin(let b)? = g.first else { return XCTFail("\(g)") }
        XCTAssertEqual(b.scale, 1)
    }

    func testAKeyOrAPointerPressEndsAPinchAndAPinchEndsATouchpadPan() {
        pinch(.began, 1, at: 0)
        let key = r.handle(.key(KeyInput(key: KeyCombo("Escape"), time: 0.01)))
        XCTAssertEqual(key.count, 2)
        if case .pinchEnd = key.first {} else { XCTFail("\(key)") }
        XCTAssertEqual(pinch(.changed, 1.5, at: 0.02).count, 1, "a new pinch begins")
        _ = r.handle(.pointerDown(PointerInput(location: .zero, time: 0.03)))
        XCTAssertEqual(pinch(.changed, 1.6, at: 0.04), [], "ignored while the button is held")
        _ = r.handle(.pointerUp(PointerInput(location: .zero, time: 0.05)))
        _ = r.handle(.smoothScroll(SmoothScrollInput(location: .zero, delta: Point(4, 0), device: .touchpad, time: 1)))
        let g = pinch(.began, 1, at: 1.01)
        if case .panEnd = g.first {} else { XCTFail("the touchpad pan ends first: \(g)") }
        if case .pinchBegin = g.last {} else { XCTFail("\(g)") }
    }
}
