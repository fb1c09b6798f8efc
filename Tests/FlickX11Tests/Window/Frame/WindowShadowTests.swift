@testable import FlickX11
import XCTest

final class WindowShadowTests: XCTestCase {
    let shadow = WindowShadow.adwaita

    func testTheExtentsAreGTKsForLibadwaitasShadow() {
        // 0 0 14px 5px: a blur of deviation 7 reaches floor(7 · 2.82 + 0.5) = 20 px, plus the spread 5.
        XCTAssertEqual(WindowShadow.blurReachPx(14), 20)
        XCTAssertEqual(WindowShadow.blurReachPx(5), 7)
        XCTAssertEqual(WindowShadow.blurReachPx(0), 0)
        XCTAssertEqual(shadow.extentPx, 25)
    }

    func testTheShadowFadesOutwardsToNothingAtItsReach() {
        var previous = shadow.opacity(atDistance: 0.5)
        XCTAssertGreaterThan(previous, 0.1, "dark along the content")
        XCTAssertLessThan(previous, 0.5, "a soft shadow, never near black")
        for step in 1...48 {
            let opacity = shadow.opacity(atDistance: 0.5 + Double(step) / 2)
            XCTAssertLessThanOrEqual(opacity, previous, "fades at \(0.5 + Double(step) / 2) px")
            previous = opacity
        }
        XCTAssertLessThan(shadow.opacity(atDistance: 24.5), 0.01, "nearly gone at the edge of the window")
        XCTAssertEqual(shadow.opacity(atDistance: 25), 0)
        XCTAssertEqual(shadow.opacity(atDistance: .nan), 0)
    }
}
