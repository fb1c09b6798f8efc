import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The settings lists' panel scrolls under a touchpad's two fingers by the raw pixels (its own
/// scrolling, not the swipe seam: no page normalisation), with momentum when they lift.
final class ControlGroupTouchpadTests: XCTestCase {
    private func tallGroup() -> ControlGroup {
        let buttons = (0..<20).map { i in Button("B\(i)") { _ in } }
        let g = ControlGroup(controls: buttons) { size in
            for (i, b) in buttons.enumerated() { b.frame = Rect(x: 0, y: Double(i) * 48, width: size.width, height: 48) }
            return 20 * 48
        }
        g.layout(size: Size(300, 200), now: 0)
        return g
    }

    func testTwoFingersScrollByTheirRawTravelThenGlide() {
        let g = tallGroup()
        let script = GestureScript.touchpadSwipe(at: Point(50, 100), by: Point(0, -120), steps: 6,
                                                 velocity: Point(0, -400))
        for (k, gesture) in script.enumerated() where k < script.count - 1 {
            XCTAssertTrue(g.handle(gesture, now: 0) || k == 0)
            if k >= 1 { XCTAssertEqual(g.scrollOffset(now: 0), 20 * Double(k), accuracy: 1e-9, "step \(k)") }
        }
        g.handle(script.last!, now: 0)
        XCTAssertEqual(g.scrollOffset(now: 0), 120, accuracy: 1e-9)
        XCTAssertEqual(g.scrollOffset(now: 10), 120 + Deceleration.projectedDistance(velocity: 400), accuracy: 0.5,
                       "momentum to the decelerated rest point")
        XCTAssertGreaterThan(g.scrollOffset(now: 1.0 / 60), 120)
    }
}
