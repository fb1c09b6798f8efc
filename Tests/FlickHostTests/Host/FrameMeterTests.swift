import FlickCore
import FlickHost
import XCTest

/// A frame's cost is the span from its begin to its end on the meter's own clock.
final class FrameMeterTests: XCTestCase {
    func testAFrameTakesFromItsBeginToItsEndAndABeginAgainStartsItAgain() throws {
        let clock = ManualClock(start: 10)
        let meter = FrameMeter(clock: clock)
        XCTAssertNil(meter.end(), "no frame begun")
        XCTAssertNil(meter.lastMs)
        meter.begin()
        clock.advance(by: 0.004)
        XCTAssertEqual(try XCTUnwrap(meter.end()), 4, accuracy: 1e-9)
        XCTAssertNil(meter.end(), "a frame ends once")
        XCTAssertEqual(try XCTUnwrap(meter.lastMs), 4, accuracy: 1e-9)
        meter.begin()
        clock.advance(by: 1)
        meter.begin()  // an advance that drew nothing: the next frame starts here
        clock.advance(by: 0.002)
        XCTAssertEqual(try XCTUnwrap(meter.end()), 2, accuracy: 1e-9)
    }
}
