import FlickCore
import XCTest

/// One bound for every window size (issue 18 item 9).
final class SizeWindowBoundsTests: XCTestCase {
    func testSizesWithinTheBoundAreKept() {
        XCTAssertEqual(Size(1024, 700).windowBounded, Size(1024, 700))
        XCTAssertEqual(Size(1, 16384).windowBounded, Size(1, 16384))
        XCTAssertEqual(Size(16384, 2048).windowBounded, Size(16384, 2048))
    }

    func testLargerSizesKeepTheirProportionsWithinTheArea() {
        let square = Size(16384, 16384).windowBounded
        XCTAssertEqual(square, Size(5792, 5792))
        XCTAssertLessThanOrEqual(square.width * square.height, Constants.maxWindowPixels)
        // Each side clamped first (16384x8000), then both scaled down alike.
        let wide = Size(30000, 8000).windowBounded
        XCTAssertEqual(wide, Size(8289, 4047))
        XCTAssertLessThanOrEqual(wide.width * wide.height, Constants.maxWindowPixels)
    }

    func testNonFiniteAndTinySidesBecomeOnePixel() {
        XCTAssertEqual(Size(.nan, -5).windowBounded, Size(1, 1))
        XCTAssertEqual(Size(.infinity, 10).windowBounded, Size(1, 10))
    }
}
