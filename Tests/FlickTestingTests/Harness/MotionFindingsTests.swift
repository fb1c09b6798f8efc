import FlickTesting
import XCTest

/// The motion checks report what failed instead of asserting, so any test framework can use them.
final class MotionFindingsTests: XCTestCase {
    func testFindingsKeepEachFailedExpectationWithItsValues() {
        var f = MotionFindings()
        f.expect(true, "holds")
        f.expect(false, "the drag panned")
        f.equal(10, 10.4, accuracy: 0.5, "within")
        f.equal(10, 11, accuracy: 0.5, "content and pointer")
        f.equal(.nan, 0, accuracy: 1, "not a number")
        XCTAssertEqual(f.failures, ["the drag panned", "content and pointer: 10.0 is not 11.0 (±0.5)",
                                    "not a number: nan is not 0.0 (±1.0)"])
    }
}
