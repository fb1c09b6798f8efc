import CCairo
import FlickCairo
import XCTest

final class OffscreenBufferTests: XCTestCase {
    func testMemoryIsAlignedTo64BytesAndStrideIsCairos() {
        for width in [1, 3, 17, 1280] {
            let b = OffscreenBuffer(width: width, height: 3)
            XCTAssertEqual(Int(bitPattern: b.buffer.data) % 64, 0)
            XCTAssertEqual(b.stride, Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))))
            XCTAssertEqual(b.buffer.width, width)
            XCTAssertEqual(b.buffer.height, 3)
        }
    }

    func testANewBufferIsTransparentAndClearResetsIt() {
        let b = OffscreenBuffer(width: 5, height: 4)
        XCTAssertTrue(b.bytes.allSatisfy { $0 == 0 })
        b.buffer.data.storeBytes(of: 0xFFFF_FFFF as UInt32, toByteOffset: b.stride + 8, as: UInt32.self)
        XCTAssertTrue(b.pixel(x: 2, y: 1) == (255, 255, 255, 255))
        b.clear()
        XCTAssertTrue(b.pixel(x: 2, y: 1) == (0, 0, 0, 0))
    }

    func testNegativeSizesBecomeEmptyBuffers() {
        let b = OffscreenBuffer(width: -4, height: 10)
        XCTAssertEqual(b.width, 0)
        XCTAssertEqual(b.bytes.count, 0)
        XCTAssertTrue(b.pixel(x: 0, y: 0) == (0, 0, 0, 0))
    }
}
