@testable import FlickCairo
import FlickCore
import XCTest

final class ImageCacheTests: XCTestCase {
    private let frame = Rect(x: 10, y: 10, width: 40, height: 40)

    private func drawTwice(_ path: String) -> (CairoRenderer, OffscreenBuffer) {
        let renderer = CairoRenderer()
        let scene = SceneNode.image(ImageNode(path: path, frame: frame))
        _ = TestCanvas.render(scene, width: 60, height: 60, renderer: renderer)
        return (renderer, TestCanvas.render(scene, width: 60, height: 60, renderer: renderer))
    }

    private func assertPlaceholder(_ out: OffscreenBuffer, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(out.pixel(x: 12, y: 12) == (255, 0x9E, 0x9E, 0x9E), "grey box", file: file, line: line)
        XCTAssertTrue(out.pixel(x: 5, y: 5) == (255, 0, 0, 0), "nothing outside the frame", file: file, line: line)
        var glyph = 0
        for y in 10..<50 { for x in 10..<50 where out.pixel(x: x, y: y).r < 0x90 { glyph += 1 } }
        XCTAssertGreaterThan(glyph, 20, "a broken-picture glyph is drawn", file: file, line: line)
    }

    func testABitmapGoesAtTheFirstFrameAfterItsOwnerLetGoOfIt() {
        let renderer = CairoRenderer()
        var bitmap: Bitmap? = Bitmap(width: 20, height: 20) { rows, stride in
            for y in 0..<20 { memset(rows.advanced(by: y * stride), 0xFF, 80) }
        }
        _ = TestCanvas.render(.image(ImageNode(bitmap: bitmap!, frame: frame)), width: 60, height: 60, renderer: renderer)
        XCTAssertEqual(renderer.images.count, 1)
        _ = TestCanvas.render(.empty, width: 60, height: 60, renderer: renderer)
        XCTAssertEqual(renderer.images.count, 1, "a frame without it keeps it while its owner holds it")
        bitmap = nil
        _ = TestCanvas.render(.empty, width: 60, height: 60, renderer: renderer)
        XCTAssertEqual(renderer.images.count, 0, "let go of, it cannot be drawn again: it goes, within the budget or not")
        XCTAssertEqual(renderer.images.byteCount, 0)
    }

    func testAMissingPictureDrawsAPlaceholderAndWarnsOnce() {
        let path = TestCanvas.temporaryPath("missing.png")
        let (renderer, out) = drawTwice(path)
        assertPlaceholder(out)
        XCTAssertEqual(renderer.images.warnings.count, 1)
        XCTAssertEqual(renderer.images.warnings.first,
                       "flick: warning: cannot load picture '\(path)': no such file; drawing a placeholder")
        XCTAssertTrue(renderer.images.hasFailed(path))
    }

    func testACorruptPictureDrawsAPlaceholderAndWarnsOnce() throws {
        let path = TestCanvas.temporaryPath("corrupt.png")
        try Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(to: URL(fileURLWithPath: path))
        let (renderer, out) = drawTwice(path)
        assertPlaceholder(out)
        XCTAssertEqual(renderer.images.warnings.count, 1)
        let warning = try XCTUnwrap(renderer.images.warnings.first)
        XCTAssertEqual(warning, "flick: warning: cannot load picture '\(path)': not a picture (PNG, JPEG, WebP, GIF and TIFF can be read); drawing a placeholder")
    }

    func testAPictureFillsItsFrameKeepingItsAspect() throws {
        // 20x10: left half red, right half blue. Aspect-fill into 40x40 shows image columns 5..<15.
        let picture = TestCanvas.render(.stack([
            .fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(red: 1, green: 0, blue: 0)),
            .fill(Rect(x: 10, y: 0, width: 10, height: 10), Color(red: 0, green: 0, blue: 1)),
        ]), width: 20, height: 10)
        let path = TestCanvas.temporaryPath("halves.png")
        try PNGFile.write(picture.buffer, to: path)
        let (renderer, out) = drawTwice(path)
        XCTAssertEqual(renderer.images.warnings, [])
        XCTAssertEqual(renderer.images.count, 1)
        XCTAssertTrue(out.pixel(x: 14, y: 30) == (255, 255, 0, 0))
        XCTAssertTrue(out.pixel(x: 45, y: 30) == (255, 0, 0, 255))
        XCTAssertTrue(out.pixel(x: 11, y: 11) == (255, 255, 0, 0))
        XCTAssertTrue(out.pixel(x: 8, y: 30) == (255, 0, 0, 0), "clipped to the frame")
        XCTAssertTrue(out.pixel(x: 30, y: 52) == (255, 0, 0, 0), "clipped to the frame")
    }

    func testAHeavilyShrunkPictureAveragesItsPixels() throws {
        // A 1-px black/white checkerboard drawn at 1/8 size should come out mid-grey, not aliased.
        let checker = OffscreenBuffer(width: 256, height: 256)
        for y in 0..<256 {
            for x in 0..<256 {
                let v: UInt32 = (x + y) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000
                checker.buffer.data.storeBytes(of: v, toByteOffset: y * checker.stride + x * 4, as: UInt32.self)
            }
        }
        let path = TestCanvas.temporaryPath("checker.png")
        try PNGFile.write(checker.buffer, to: path)
        let out = TestCanvas.render(.image(ImageNode(path: path, frame: Rect(x: 0, y: 0, width: 32, height: 32))),
                                    width: 32, height: 32)
        for (x, y) in [(3, 3), (16, 16), (28, 9)] {
            XCTAssertEqual(Int(out.pixel(x: x, y: y).g), 128, accuracy: 8)
        }
    }
}
