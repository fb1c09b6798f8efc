@testable import FlickDemo
import FlickTracing
import XCTest

/// The demo's --scale and FLICK_SCALE: FlickApp's UIScale, bad values as usage errors (exit 2).
final class ScaleOptionTests: XCTestCase {
    func testABadFlickScaleIsAUsageError() {
        XCTAssertThrowsError(try ScaleOption.fromEnvironment(["FLICK_SCALE": "abc"])) { error in
            guard let e = error as? FlickError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.exitCode, 2)
            XCTAssertTrue(e.message.contains("FLICK_SCALE"), e.message)
        }
        XCTAssertEqual(try ScaleOption.fromEnvironment(["FLICK_SCALE": "2"]), 2)
        XCTAssertNil(try ScaleOption.fromEnvironment([:]))
    }

    func testABadOptionIsAUsageError() {
        XCTAssertThrowsError(try ScaleOption.validated(9)) { error in
            XCTAssertEqual((error as? FlickError)?.exitCode, 2)
        }
        XCTAssertEqual(try ScaleOption.validated(1.5), 1.5)
    }
}
