@testable import FlickCairo
import FlickCore
import FlickTestSupport
import Foundation
import XCTest

/// Pictures from files in every format Flick reads, decoded at the size asked for, and failures
/// that say what is wrong; the image cache reads a changed file again and retries a failure once
/// the file changes.
final class PictureDecoderTests: XCTestCase {
    /// A `width`x`height` PNG: left half red, right half blue.
    private func halvesPNG(_ width: Int, _ height: Int) throws -> String {
        let picture = TestCanvas.render(.stack([
            .fill(Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)), Color(red: 1, green: 0, blue: 0)),
            .fill(Rect(x: Double(width) / 2, y: 0, width: Double(width) / 2, height: Double(height)), Color(red: 0, green: 0, blue: 1)),
        ]), width: width, height: height)
        let path = TestCanvas.temporaryPath("halves-\(width)x\(height).png")
        try PNGFile.write(picture.buffer, to: path)
        return path
    }

    /// `png` converted by ImageMagick to `format` (jpg, gif, tif, webp).
    private func converted(_ png: String, to format: String) throws -> String {
        let out = png.replacingOccurrences(of: ".png", with: "." + format)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        p.arguments = [png, out]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "convert \(png) \(out) ('make test' installs ImageMagick)")
        return out
    }

    private func assertHalves(_ b: Bitmap, tolerance: Int, file: StaticString = #filePath, line: UInt = #line) {
        func channels(_ v: UInt32) -> (Int, Int, Int, Int) { (Int(v >> 24), Int(v >> 16 & 0xFF), Int(v >> 8 & 0xFF), Int(v & 0xFF)) }
        let left = channels(b.argb(x: b.width / 4, y: b.height / 2)), right = channels(b.argb(x: 3 * b.width / 4, y: b.height / 2))
        XCTAssertEqual(left.0, 255, file: file, line: line)
        XCTAssertEqual(left.1, 255, accuracy: tolerance, "red on the left", file: file, line: line)
        XCTAssertEqual(left.3, 0, accuracy: tolerance, file: file, line: line)
        XCTAssertEqual(right.1, 0, accuracy: tolerance, file: file, line: line)
        XCTAssertEqual(right.3, 255, accuracy: tolerance, "blue on the right", file: file, line: line)
    }

    func testEveryFormatDecodesToTheSamePicture() throws {
        let png = try halvesPNG(60, 40)
        try assertHalves(PictureDecoder.decode(file: png), tolerance: 0)
        for (format, tolerance) in [("jpg", 40), ("gif", 0), ("tif", 0), ("webp", 40)] {
            let file = try converted(png, to: format)
            let b = try PictureDecoder.decode(file: file)
            XCTAssertEqual([b.width, b.height], [60, 40], format)
            assertHalves(b, tolerance: tolerance)
            XCTAssertTrue(try PictureDecoder.pixelSize(ofFile: file) == (60, 40), format)
        }
    }

    func testAPictureDecodesAtTheSizeAskedForKeepingItsAspectAndNeverLarger() throws {
        let jpeg = try converted(try halvesPNG(300, 200), to: "jpg")
        let thumb = try PictureDecoder.decode(file: jpeg, maxSize: (30, 30))
        XCTAssertEqual([thumb.width, thumb.height], [30, 20])
        assertHalves(thumb, tolerance: 40)
        let whole = try PictureDecoder.decode(file: jpeg, maxSize: (3000, 3000))
        XCTAssertEqual([whole.width, whole.height], [300, 200], "never enlarged")
    }

    func testFailuresSayWhatIsWrong() throws {
        XCTAssertThrowsError(try PictureDecoder.decode(file: TestCanvas.temporaryPath("missing.jpg"))) {
            XCTAssertEqual($0 as? PictureError, .missing)
        }
        let text = TestCanvas.temporaryPath("notes.jpg")
        try Data("not a picture at all\n".utf8).write(to: URL(fileURLWithPath: text))
        XCTAssertThrowsError(try PictureDecoder.decode(file: text)) { XCTAssertEqual($0 as? PictureError, .notAPicture) }
        let folder = TestCanvas.temporaryPath("folder.png")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertThrowsError(try PictureDecoder.decode(file: folder)) {
            XCTAssertEqual($0 as? PictureError, .notAFile("a folder"))
        }
        let png = try halvesPNG(200, 100)
        let whole = try Data(contentsOf: URL(fileURLWithPath: png))
        let cut = TestCanvas.temporaryPath("cut.png")
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut))
        XCTAssertThrowsError(try PictureDecoder.decode(file: cut)) {
            XCTAssertEqual($0 as? PictureError, .truncated)
            XCTAssertFalse("\($0)".contains("memory"))
        }
    }

    func testATruncatedJPEGIsReportedAsTruncated() throws {
        // A photo-like JPEG (noise does not compress away), baseline and progressive, cut short as
        // a download that stopped would be: the loader decodes the rows it got and grey below.
        for (name, options) in [("baseline", [String]()), ("progressive", ["-interlace", "Plane"])] {
            let jpeg = TestCanvas.temporaryPath("noise-\(name).jpg")
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
            p.arguments = ["-size", "800x600", "plasma:", "-seed", "3", "+noise", "Gaussian"] + options + ["-quality", "92", jpeg]
            try p.run()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, "convert ('make test' installs ImageMagick)")
            let whole = try Data(contentsOf: URL(fileURLWithPath: jpeg))
            XCTAssertEqual(try PictureDecoder.decode(file: jpeg).width, 800, "the whole file decodes")
            XCTAssertEqual(try PictureDecoder.decode(file: jpeg, maxSize: (200, 200)).width, 200, "at an eighth too")
            let cut = TestCanvas.temporaryPath("cut-\(name).jpg")
            try whole.prefix(whole.count / 5).write(to: URL(fileURLWithPath: cut))
            for maxSize in [nil, (200, 200)] as [(width: Int, height: Int)?] {
                XCTAssertThrowsError(try PictureDecoder.decode(FilePathBytes(cut), maxSize: maxSize), name) {
                    XCTAssertEqual($0 as? PictureError, .truncated, name)
                }
            }
        }
    }

    func testANamedPipeADeviceAndAFolderNamedLikePicturesAreNotFilesAndNothingWaitsOnThem() throws {
        let fifo = TestCanvas.temporaryPath("fifo.jpg")
        try HostileFiles.fifo(at: fifo)
        let zero = TestCanvas.temporaryPath("zero.png")
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let folder = TestCanvas.temporaryPath("folder.png")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (path, kind) in [(fifo, "a named pipe"), (zero, "a device"), ("/dev/zero", "a device"), (folder, "a folder")] {
            let start = Date()
            let answer = HostileFiles.within(2) { () -> [PictureError?] in
                [Result { _ = try PictureDecoder.decode(file: path) }, Result { _ = try PictureDecoder.pixelSize(ofFile: path) }]
                    .map { result in
                        guard case .failure(let error) = result else { return nil }
                        return error as? PictureError
                    }
            }
            let errors = try XCTUnwrap(answer, "\(path): the decode returns at once, without waiting on the file")
            XCTAssertEqual(errors, [.notAFile(kind), .notAFile(kind)], path)
            XCTAssertLessThan(Date().timeIntervalSince(start), 1, path)
        }
        XCTAssertEqual(PictureError.notAFile("a named pipe").description, "not a picture: it is a named pipe, not a file")
    }

    func testAPictureBombIsRefusedFromItsHeaderWithoutTakingItsMemory() throws {
        let bomb = TestCanvas.temporaryPath("bomb.png")
        let data = HostileFiles.pngBomb(width: 30000, height: 30000)
        XCTAssertEqual(data.count, 109)
        try data.write(to: URL(fileURLWithPath: bomb))
        XCTAssertTrue(try PictureDecoder.pixelSize(ofFile: bomb) == (30000, 30000), "the header is believed")
        let before = HostileFiles.residentBytes(peak: false)
        HostileFiles.resetPeakResidentMemory()
        for maxSize in [(300, 300), nil] as [(width: Int, height: Int)?] {
            XCTAssertThrowsError(try PictureDecoder.decode(FilePathBytes(bomb), maxSize: maxSize)) {
                XCTAssertEqual($0 as? PictureError, .tooLarge(width: 30000, height: 30000))
            }
        }
        let grown = HostileFiles.residentBytes(peak: true) - before
        XCTAssertLessThan(grown, 32 << 20, "the decode allocated \(grown >> 20) MB (the whole picture is 2.5 GB)")
        // Its own size within the cap, the same kind of file decodes (and fails only for its missing data).
        try HostileFiles.pngBomb(width: 300, height: 200).write(to: URL(fileURLWithPath: bomb))
        XCTAssertThrowsError(try PictureDecoder.decode(file: bomb)) { XCTAssertEqual($0 as? PictureError, .truncated) }
    }

    func testAFileNameThatIsNotUTF8IsOpenedWithItsBytes() throws {
        let folder = FilePathBytes(TestCanvas.temporaryPath("latin1"))
        XCTAssertEqual(folder.withCString { mkdir($0!, 0o755) }, 0)
        let name = FilePathBytes(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        let path = folder.appending(name)
        try HostileFiles.write(try Data(contentsOf: URL(fileURLWithPath: try halvesPNG(40, 20))), to: path)
        let decoded = try PictureDecoder.decode(path, maxSize: (20, 20))
        XCTAssertEqual([decoded.bitmap.width, decoded.bitmap.height], [20, 10])
        XCTAssertTrue(decoded.pixelSize == (40, 20))
        assertHalves(decoded.bitmap, tolerance: 0)
        XCTAssertThrowsError(try PictureDecoder.decode(file: path.description)) {
            XCTAssertEqual($0 as? PictureError, .missing, "the name with U+FFFD is another file")
        }
    }

    func testADecodeAskedToStopStopsBetweenReads() throws {
        let png = try halvesPNG(400, 300)
        XCTAssertThrowsError(try PictureDecoder.decode(FilePathBytes(png), shouldStop: { true })) {
            XCTAssertEqual($0 as? PictureError, .abandoned)
        }
        XCTAssertEqual(try PictureDecoder.decode(FilePathBytes(png), shouldStop: { false }).bitmap.width, 400)
    }

    func testTheCacheReadsAChangedFileAgainAndRetriesAFailureOnceTheFileChanges() throws {
        let path = TestCanvas.temporaryPath("changing.png")
        let renderer = CairoRenderer()
        let scene = SceneNode.image(ImageNode(path: path, frame: Rect(x: 0, y: 0, width: 40, height: 40)))
        _ = TestCanvas.render(scene, width: 40, height: 40, renderer: renderer)
        XCTAssertTrue(renderer.images.hasFailed(path))
        _ = TestCanvas.render(scene, width: 40, height: 40, renderer: renderer)
        XCTAssertEqual(renderer.images.warnings.count, 1, "one warning while the file stays missing")

        try FileManager.default.copyItem(atPath: try halvesPNG(20, 20), toPath: path)
        var out = TestCanvas.render(scene, width: 40, height: 40, renderer: renderer)
        XCTAssertFalse(renderer.images.hasFailed(path))
        XCTAssertTrue(out.pixel(x: 5, y: 20) == (255, 255, 0, 0), "the file that appeared is drawn")

        let blue = TestCanvas.render(.fill(Rect(x: 0, y: 0, width: 30, height: 20), Color(red: 0, green: 0, blue: 1)), width: 30, height: 20)
        try PNGFile.write(blue.buffer, to: path)
        out = TestCanvas.render(scene, width: 40, height: 40, renderer: renderer)
        XCTAssertTrue(out.pixel(x: 5, y: 20) == (255, 0, 0, 255), "a changed file is read again")

        renderer.images.removeAll()
        try FileManager.default.removeItem(atPath: path)
        _ = TestCanvas.render(scene, width: 40, height: 40, renderer: renderer)
        XCTAssertEqual(renderer.images.warnings.count, 2, "removeAll forgets failures too, so a new failure warns")
    }

    func testABitmapDrawsWithEveryContentMode() throws {
        let bitmap = Bitmap(width: 30, height: 20) { rows, stride in
            for y in 0..<20 { for x in 0..<30 { rows.storeBytes(of: 0xFF00_FF00, toByteOffset: y * stride + x * 4, as: UInt32.self) } }
        }
        let frame = Rect(x: 0, y: 0, width: 80, height: 80)
        func render(_ mode: ContentMode) -> OffscreenBuffer {
            TestCanvas.render(.image(ImageNode(bitmap: bitmap, frame: frame, contentMode: mode)), width: 80, height: 80)
        }
        let green: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 255, 0), black: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 0)
        let fit = render(.fit)            // 80x53.3, bands above and below
        XCTAssertTrue(fit.pixel(x: 40, y: 40) == green && fit.pixel(x: 40, y: 5) == black && fit.pixel(x: 2, y: 40) == green)
        let fill = render(.fill)          // 120x80, sides cut off
        XCTAssertTrue(fill.pixel(x: 40, y: 5) == green && fill.pixel(x: 1, y: 40) == green)
        let center = render(.center)      // 30x20 in the middle
        XCTAssertTrue(center.pixel(x: 40, y: 40) == green && center.pixel(x: 20, y: 40) == black && center.pixel(x: 40, y: 28) == black)
        let down = render(.scaleDown)     // fits already: as center
        XCTAssertTrue(down.pixel(x: 40, y: 40) == green && down.pixel(x: 20, y: 40) == black)
    }
}
