import XCTest
@testable import FlickCore

final class InputEventFiniteTests: XCTestCase {
    func testCoordinatesAreBoundedAndNaNBecomesZero() {
        let e = InputEvent.pointerDown(PointerInput(location: Point(.nan, 1e300), time: 1)).finite
        guard case .pointerDown(let p)? = e else { return XCTFail("got \(String(describing: e))") }
        XCTAssertEqual(p.location, Point(0, Constants.maxInputCoordinatePx))
    }

    func testScrollDeltasAreBounded() {
        let e = InputEvent.scroll(ScrollInput(location: .zero, delta: Point(-.infinity, 1e12), time: 0)).finite
        guard case .scroll(let s)? = e else { return XCTFail("got \(String(describing: e))") }
        XCTAssertEqual(s.delta, Point(-Constants.maxScrollNotchesPerEvent, Constants.maxScrollNotchesPerEvent))
    }

    func testAnEventAtANonFiniteTimeIsDropped() {
        XCTAssertNil(InputEvent.key(KeyInput(key: KeyCombo("a"), time: .infinity)).finite)
        XCTAssertTrue(GestureRecognizer().handle(.pointerDown(PointerInput(location: .zero, time: .nan))).isEmpty)
    }

    func testTheRecognizerHandsOnlyFiniteGesturesOn() {
        let r = GestureRecognizer()
        _ = r.handle(.pointerDown(PointerInput(location: Point(10, 10), time: 0)))
        let g = r.handle(.pointerMove(PointerInput(location: Point(.infinity, 10), time: 0.01)))
        guard case .panBegin(let info)? = g.first else { return XCTFail("got \(g)") }
        XCTAssertTrue(info.location.x.isFinite && info.translation.x.isFinite && info.velocity.x.isFinite)
    }
}
