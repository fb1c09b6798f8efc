import XCTest
import Foundation
@testable import FlickCore

final class DecaySimulationTests: XCTestCase {
    func testStartsAtItsStartWithItsVelocity() {
        let s = DecaySimulation(start: 40, velocity: -1500)
        XCTAssertEqual(s.position(at: 0), 40, accuracy: 1e-12)
        XCTAssertEqual(s.velocity(at: 0), -1500, accuracy: 1e-12)
    }

    func testVelocityDecaysByTheRatePerMillisecond() {
        let s = DecaySimulation(start: 0, velocity: 2000)
        for ms in [1.0, 10, 100, 400, 1500] {
            XCTAssertEqual(s.velocity(at: ms / 1000), 2000 * pow(0.998, ms), accuracy: 1e-9)
        }
        let fast = DecaySimulation(start: 0, velocity: 2000, rate: Constants.decelerationRateFastPerMs)
        XCTAssertEqual(fast.velocity(at: 0.05), 2000 * pow(0.99, 50), accuracy: 1e-9)
    }

    func testPositionIsTheIntegralOfVelocity() {
        // Trapezoid sum of v over 0.1 ms steps, compared with the closed-form position.
        let s = DecaySimulation(start: 100, velocity: 1200)
        var x = 100.0
        let dt = 0.0001
        for i in 0..<8000 {
            let t = Double(i) * dt
            x += (s.velocity(at: t) + s.velocity(at: t + dt)) / 2 * dt
        }
        XCTAssertEqual(s.position(at: 0.8), x, accuracy: 1e-4)
    }

    func testRestsWhereTheProjectionSays() {
        let s = DecaySimulation(start: 10, velocity: 2000)
        // The continuous rest distance is v/(1000·(−ln r)) ≈ 0.4995·v; the projection uses r/(1−r).
        XCTAssertEqual(s.finalPosition, 10 - 2000 / (1000 * log(0.998)), accuracy: 1e-9)
        XCTAssertEqual(s.finalPosition - 10, Deceleration.projectedDistance(velocity: 2000), accuracy: 0.002 * 2000)
        XCTAssertEqual(s.position(at: 20), s.finalPosition, accuracy: 1e-6)
    }

    func testIsDoneOnceSlowerThanTheRestVelocity() {
        let s = DecaySimulation(start: 0, velocity: -900)
        XCTAssertFalse(s.isDone(at: 0))
        XCTAssertFalse(s.isDone(at: s.duration - 0.01))
        XCTAssertTrue(s.isDone(at: s.duration + 0.001))
        XCTAssertLessThan(abs(s.velocity(at: s.duration)), Constants.decayRestVelocityPxPerS + 1e-6)
        // It stops within a pixel of where it would rest.
        XCTAssertLessThan(abs(s.position(at: s.duration) - s.finalPosition), 1)
    }

    func testZeroVelocityIsDoneAtOnceAndStaysPut() {
        let s = DecaySimulation(start: 5, velocity: 0)
        XCTAssertTrue(s.isDone(at: 0))
        XCTAssertEqual(s.duration, 0)
        XCTAssertEqual(s.position(at: 3), 5)
    }

    func testTimeToReachFindsWhenThePositionIsPassed() throws {
        let s = DecaySimulation(start: 0, velocity: 1000)
        let t = try XCTUnwrap(s.time(toReach: 300))
        XCTAssertEqual(s.position(at: t), 300, accuracy: 1e-6)
        XCTAssertNil(s.time(toReach: s.finalPosition + 1))
        XCTAssertNil(s.time(toReach: -10))
        XCTAssertEqual(s.time(toReach: 0), 0)
    }
}
