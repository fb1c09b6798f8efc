@testable import FlickDemo
import XCTest

final class SlowMotionClockTests: XCTestCase {
    func testUntilChangedComponentsSeeTheAppsTimeExactly() {
        let c = SlowMotionClock()
        for t in [0, 0.1, 1.0 / 3, 12345.678] {
            XCTAssertEqual(c.componentTime(t), t)
            XCTAssertEqual(c.appTime(t), t)
        }
    }

    func testSlowMotionRunsFiveTimesSlowerFromTheSwitchWithoutAJump() {
        var c = SlowMotionClock()
        c.setRate(1 / AppSettings.slowMotionFactor, now: 2)
        XCTAssertEqual(c.componentTime(2), 2)
        XCTAssertEqual(c.componentTime(3), 2.2, accuracy: 1e-12)
        XCTAssertEqual(c.appTime(2.2), 3, accuracy: 1e-12)
        c.setRate(1, now: 3)
        XCTAssertEqual(c.componentTime(3), 2.2, accuracy: 1e-12)
        XCTAssertEqual(c.componentTime(4), 3.2, accuracy: 1e-12)
    }

    func testNonsenseRatesAreIgnored() {
        var c = SlowMotionClock()
        c.setRate(0, now: 1)
        c.setRate(.nan, now: 1)
        c.setRate(-2, now: 1)
        XCTAssertEqual(c.rate, 1)
    }
}
