import XCTest
@testable import FlickCore

final class CubicBezierTests: XCTestCase {
    private let presets: [CubicBezier] = [.linear, .easeIn, .easeOut, .easeInOut, CubicBezier(0.25, 0.1, 0.25, 1)]

    func testEveryCurveRunsFromZeroToOne() {
        for c in presets {
            XCTAssertEqual(c.value(at: 0), 0)
            XCTAssertEqual(c.value(at: 1), 1)
            XCTAssertEqual(c.value(at: -0.5), 0)
            XCTAssertEqual(c.value(at: 1.5), 1)
        }
    }

    func testLinearIsTheIdentity() {
        for i in 0...20 {
            let x = Double(i) / 20
            XCTAssertEqual(CubicBezier.linear.value(at: x), x, accuracy: 1e-6)
            XCTAssertEqual(CubicBezier.linear.slope(at: x), 1, accuracy: 1e-6)
        }
    }

    func testEaseInOutIsSymmetric() {
        XCTAssertEqual(CubicBezier.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
        for i in 0...50 {
            let x = Double(i) / 50
            XCTAssertEqual(CubicBezier.easeInOut.value(at: x) + CubicBezier.easeInOut.value(at: 1 - x), 1, accuracy: 1e-6)
        }
    }

    func testEveryCurveIsMonotonic() {
        for c in presets {
            var previous = 0.0
            for i in 1...500 {
                let v = c.value(at: Double(i) / 500)
                XCTAssertGreaterThanOrEqual(v, previous - 1e-9, "\(c) at \(i)")
                previous = v
            }
        }
    }

    func testEaseInStartsSlowAndEaseOutStartsFast() {
        XCTAssertLessThan(CubicBezier.easeIn.value(at: 0.3), 0.3)
        XCTAssertGreaterThan(CubicBezier.easeOut.value(at: 0.3), 0.3)
        XCTAssertEqual(CubicBezier.easeOut.slope(at: 1), 0, accuracy: 1e-6)
        XCTAssertEqual(CubicBezier.easeIn.slope(at: 0), 0, accuracy: 1e-6)
    }

    func testValueSolvesTheParametricCurve() {
        // For a parameter s, the point (x(s), y(s)) must lie on the curve.
        let c = CubicBezier(0.25, 0.1, 0.25, 1)
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        for s in [0.1, 0.3, 0.5, 0.8, 0.95] {
            XCTAssertEqual(c.value(at: b(s, 0.25, 0.25)), b(s, 0.1, 1), accuracy: 1e-6)
        }
    }

    func testSlopeIsTheDerivativeOfValue() {
        let h = 1e-5
        for x in [0.1, 0.35, 0.5, 0.8] {
            let fd = (CubicBezier.easeInOut.value(at: x + h) - CubicBezier.easeInOut.value(at: x - h)) / (2 * h)
            XCTAssertEqual(CubicBezier.easeInOut.slope(at: x), fd, accuracy: 1e-3)
        }
    }
}
