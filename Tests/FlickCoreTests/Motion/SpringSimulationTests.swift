import XCTest
import Foundation
@testable import FlickCore

final class SpringSimulationTests: XCTestCase {
    private let critical = SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1)
    private let under = SpringDescription(mass: 1, stiffness: 100, dampingRatio: 0.3)
    private let over = SpringDescription(mass: 1, stiffness: 100, dampingRatio: 2.5)
    private let times: [Double] = [0, 0.01, 0.05, 0.1, 0.2, 0.37, 0.6, 1.0, 1.8]

    /// Displacement from the end, written independently of SpringSimulation:
    /// exponential-polynomial, amplitude-phase, and hyperbolic forms.
    private func closedForm(_ s: SpringDescription, x0: Double, v0: Double, t: Double) -> Double {
        let w = (s.stiffness / s.mass).squareRoot(), z = s.dampingRatio
        if z == 1 {
            return exp(-w * t) * (x0 + (v0 + w * x0) * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 + z * w * x0) / wd
            let amplitude = (x0 * x0 + b * b).squareRoot(), phase = atan2(b, x0)
            return amplitude * exp(-z * w * t) * cos(wd * t - phase)
        } else {
            let g = w * (z * z - 1).squareRoot()
            return exp(-z * w * t) * (x0 * cosh(g * t) + (v0 + z * w * x0) / g * sinh(g * t))
        }
    }

    /// Runge-Kutta integration of m·x'' + c·x' + k·x = 0.
    private func integrated(_ s: SpringDescription, x0: Double, v0: Double, t: Double) -> Double {
        let c = 2 * s.dampingRatio * (s.stiffness * s.mass).squareRoot()
        func a(_ x: Double, _ v: Double) -> Double { -(c * v + s.stiffness * x) / s.mass }
        var x = x0, v = v0
        let steps = max(1, Int(t / 1e-4)), h = t / Double(steps)
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    private func check(_ spring: SpringDescription, start: Double, end: Double, velocity: Double,
                       file: StaticString = #filePath, line: UInt = #line) {
        let s = SpringSimulation(spring: spring, start: start, end: end, velocity: velocity)
        for t in times {
            let expected = end + closedForm(spring, x0: start - end, v0: velocity, t: t)
            XCTAssertEqual(s.position(at: t), expected, accuracy: 1e-9, "t=\(t)", file: file, line: line)
            XCTAssertEqual(s.position(at: t), end + integrated(spring, x0: start - end, v0: velocity, t: t),
                           accuracy: 1e-6, "t=\(t)", file: file, line: line)
        }
    }

    func testCriticallyDampedMatchesTheClosedForm() {
        check(critical, start: 0, end: 100, velocity: 0)
        check(critical, start: 40, end: -10, velocity: 900)
    }

    func testUnderDampedMatchesTheClosedForm() {
        check(under, start: 0, end: 1, velocity: 0)
        check(under, start: 300, end: 0, velocity: -2000)
    }

    func testOverDampedMatchesTheClosedForm() {
        check(over, start: 0, end: 50, velocity: 0)
        check(over, start: -5, end: 5, velocity: 400)
    }

    func testUnderDampedSpringOvershoots() {
        let s = SpringSimulation(spring: under, start: 0, end: 1, velocity: 0)
        XCTAssertGreaterThan((0..<100).map { s.position(at: Double($0) * 0.01) }.max()!, 1.2)
    }

    func testStartsAtItsStartWithItsVelocity() {
        for spring in [critical, under, over, .settle] {
            let s = SpringSimulation(spring: spring, start: 12, end: 80, velocity: -300)
            XCTAssertEqual(s.position(at: 0), 12, accuracy: 1e-12)
            XCTAssertEqual(s.velocity(at: 0), -300, accuracy: 1e-9)
            XCTAssertFalse(s.isDone(at: 0))
        }
    }

    func testSettlesAtItsEnd() {
        for spring in [critical, under, over, .settle] {
            let s = SpringSimulation(spring: spring, start: 12, end: 80, velocity: -300)
            XCTAssertEqual(s.position(at: 20), 80, accuracy: 1e-6)
            XCTAssertTrue(s.isDone(at: 20))
        }
    }

    func testVelocityIsTheDerivativeOfPosition() {
        let h = 1e-6
        for spring in [critical, under, over, .settle] {
            let s = SpringSimulation(spring: spring, start: 0, end: 200, velocity: 1500)
            for t in [0.01, 0.07, 0.2, 0.5] {
                let fd = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
                XCTAssertEqual(s.velocity(at: t), fd, accuracy: 1e-3 * max(1, abs(fd)), "t=\(t)")
            }
        }
    }

    func testTheSettleSpringReachesItsEndInAboutThreeTenthsOfASecond() throws {
        let s = SpringSimulation(spring: .settle, start: 0, end: 1, velocity: 0)
        var t = 0.0
        var within: Double?
        while t < 1 {
            if abs(s.position(at: t) - 1) < 0.001 {
                if within == nil { within = t }
            } else {
                within = nil
            }
            t += 0.001
        }
        let settled = try XCTUnwrap(within)
        XCTAssertGreaterThanOrEqual(settled, 0.25)
        XCTAssertLessThanOrEqual(settled, 0.35)
    }

    func testTheSettleSpringIsCriticallyDamped() {
        let s = SpringSimulation(spring: .settle, start: 0, end: 1, velocity: 0)
        for i in 0..<1000 { XCTAssertLessThanOrEqual(s.position(at: Double(i) * 0.001), 1) }
    }

    func testIsDoneOnlyOnceCloseAndSlow() {
        let s = SpringSimulation(spring: critical, start: 0, end: 100, velocity: 0)
        XCTAssertFalse(s.isDone(at: 0.3))
        XCTAssertTrue(s.isDone(at: 3))
    }
}
