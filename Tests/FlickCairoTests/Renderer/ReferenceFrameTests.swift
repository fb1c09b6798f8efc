import FlickCairo
import FlickCore
import XCTest

final class ReferenceFrameTests: XCTestCase {
    func testItReturnsOnePositiveTimePerIteration() {
        let times = ReferenceFrame.measure(size: Size(320, 200), iterations: 5)
        XCTAssertEqual(times.count, 5)
        XCTAssertTrue(times.allSatisfy { $0 > 0 && $0.isFinite }, "\(times)")
    }

    func testAnEmptySizeMeasuresNothing() {
        XCTAssertEqual(ReferenceFrame.measure(size: Size(0, 100), iterations: 3), [])
    }
}
