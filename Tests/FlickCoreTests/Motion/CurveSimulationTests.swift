import XCTest
@testable import FlickCore

final class CurveSimulationTests: XCTestCase {
    func testRunsFromStartToEndOverItsDuration() {
        let s = CurveSimulation(start: 10, end: 110, duration: 0.5, curve: .easeInOut)
        XCTAssertEqual(s.position(at: 0), 10)
        XCTAssertEqual(s.position(at: 0.25), 60, accuracy: 1e-4)
        XCTAssertEqual(s.position(at: 0.5), 110)
        XCTAssertEqual(s.position(at: 0.9), 110)
    }

    func testIsDoneAtItsDuration() {
        let s = CurveSimulation(start: 0, end: 1, duration: 0.3, curve: .easeOut)
        XCTAssertFalse(s.isDone(at: 0.29))
        XCTAssertTrue(s.isDone(at: 0.3))
        XCTAssertEqual(s.velocity(at: 0.3), 0)
    }

    func testLinearVelocityIsConstant() {
        let s = CurveSimulation(start: 100, end: 0, duration: 0.2, curve: .linear)
        XCTAssertEqual(s.velocity(at: 0.05), -500, accuracy: 1e-3)
        XCTAssertEqual(s.velocity(at: 0.15), -500, accuracy: 1e-3)
    }

    func testLinearCurveMovesAtFullSpeedFromTheFirstInstant() {
        let s = CurveSimulation(start: 0, end: 300, duration: 0.3, curve: .linear)
        XCTAssertEqual(s.velocity(at: 0), 1000, accuracy: 1)
    }

    func testVelocityIsTheDerivativeOfPosition() {
        let s = CurveSimulation(start: -40, end: 260, duration: 0.5, curve: .easeInOut)
        let h = 1e-6
        for t in [0.05, 0.2, 0.25, 0.4] {
            let fd = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
            XCTAssertEqual(s.velocity(at: t), fd, accuracy: 0.5)
        }
    }

    func testZeroDurationIsAlreadyAtItsEnd() {
        let s = CurveSimulation(start: 3, end: 7, duration: 0, curve: .easeIn)
        XCTAssertEqual(s.position(at: 0), 7)
        XCTAssertTrue(s.isDone(at: 0))
        XCTAssertEqual(s.velocity(at: 0), 0)
    }

    func testNegativeDurationCountsAsZero() {
        XCTAssertEqual(CurveSimulation(start: 0, end: 1, duration: -1, curve: .linear).duration, 0)
    }
}
