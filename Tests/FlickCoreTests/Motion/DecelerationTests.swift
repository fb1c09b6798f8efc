import XCTest
@testable import FlickCore

final class DecelerationTests: XCTestCase {
    func testProjectedDistanceMatchesTheClosedForm() {
        XCTAssertEqual(Deceleration.projectedDistance(velocity: 1000), 1.0 * 0.998 / 0.002, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.projectedDistance(velocity: 2500, rate: 0.99), 2.5 * 0.99 / 0.01, accuracy: 1e-9)
    }

    func testProjectedDistanceIsAboutHalfTheVelocityAtTheNormalRate() {
        XCTAssertEqual(Deceleration.projectedDistance(velocity: 3000) / 3000, 0.499, accuracy: 1e-9)
    }

    func testProjectedDistanceKeepsTheVelocitysSign() {
        XCTAssertEqual(Deceleration.projectedDistance(velocity: -800), -Deceleration.projectedDistance(velocity: 800))
        XCTAssertEqual(Deceleration.projectedDistance(velocity: 0), 0)
    }
}
