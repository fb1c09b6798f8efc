import FlickCairo
import FlickCore
import XCTest

final class PNGFileTests: XCTestCase {
    func testWritingAndReadingAFrameRoundTripsItsBytes() throws {
        let frame = TestCanvas.render(DemoScene.rich(imagePath: TestCanvas.temporaryPath("none.png")), width: 97, height: 61)
        let path = TestCanvas.temporaryPath("frame.png")
        try PNGWriter.write(frame.buffer, to: path)
        let image = try PNGFile.read(path)
        XCTAssertEqual(image.width, 97)
        XCTAssertEqual(image.height, 61)
        XCTAssertEqual(image.stride, frame.stride)
        XCTAssertEqual(image.bytes, frame.bytes)
        XCTAssertTrue(image.pixel(x: 3, y: 3) == frame.pixel(x: 3, y: 3))
    }

    func testATranslucentPixelComesBackPremultiplied() throws {
        let buffer = OffscreenBuffer(width: 2, height: 1)
        buffer.buffer.data.storeBytes(of: 0x8040_0000 as UInt32, as: UInt32.self)
        let path = TestCanvas.temporaryPath("alpha.png")
        try PNGFile.write(buffer.buffer, to: path)
        let image = try PNGFile.read(path)
        XCTAssertEqual(image.pixel(x: 0, y: 0).a, 0x80)
        XCTAssertEqual(Int(image.pixel(x: 0, y: 0).r), 0x40, accuracy: 1)
        XCTAssertTrue(image.pixel(x: 1, y: 0) == (0, 0, 0, 0))
    }

    func testWritingIntoAMissingFolderThrowsADescriptiveError() {
        let buffer = OffscreenBuffer(width: 4, height: 4)
        let path = "/nonexistent-flick-folder/out.png"
        XCTAssertThrowsError(try PNGFile.write(buffer.buffer, to: path)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }

    func testWritingAnEmptyBufferThrows() {
        let buffer = OffscreenBuffer(width: 0, height: 3)
        XCTAssertThrowsError(try PNGFile.write(buffer.buffer, to: TestCanvas.temporaryPath("empty.png"))) { error in
            XCTAssertEqual(error as? PNGError, .invalidBuffer(width: 0, height: 3, stride: 0))
        }
    }

    func testReadingAMissingFileThrowsADescriptiveError() {
        let path = TestCanvas.temporaryPath("absent.png")
        XCTAssertThrowsError(try PNGFile.read(path)) { error in
            XCTAssertEqual("\(error)", "cannot read PNG '\(path)' (file not found)")
        }
    }
}
