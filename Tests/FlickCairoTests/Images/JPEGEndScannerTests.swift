@testable import FlickCairo
import XCTest

/// A JPEG's bytes reach their end-of-image marker only when the file is whole: an end marker
/// inside a skipped segment (an EXIF thumbnail) or stuffed entropy data does not count, and the
/// answer does not depend on how the bytes are split into reads.
final class JPEGEndScannerTests: XCTestCase {
    /// SOI, an APP1 segment holding a thumbnail's own SOI..EOI, a start of scan, entropy data with
    /// a stuffed FF and a restart marker, then (when `whole`) the EOI.
    private func jpeg(whole: Bool) -> [UInt8] {
        let thumbnail: [UInt8] = [0xFF, 0xD8, 0x12, 0x34, 0xFF, 0xD9]
        let app1: [UInt8] = [0xFF, 0xE1, 0x00, UInt8(2 + thumbnail.count)] + thumbnail
        let sos: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        let entropy: [UInt8] = [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0xFF, 0xFF, 0x00, 0x78]
        return [0xFF, 0xD8] + app1 + sos + entropy + (whole ? [0xFF, 0xD9] : [])
    }

    private func scan(_ bytes: [UInt8], chunk: Int) -> JPEGEndScanner {
        var scanner = JPEGEndScanner()
        var i = 0
        while i < bytes.count {
            let end = min(i + chunk, bytes.count)
            bytes[i..<end].withUnsafeBytes { scanner.feed($0) }
            i = end
        }
        return scanner
    }

    func testOnlyTheFilesOwnEndMarkerCountsWhateverTheReads() {
        for chunk in [1, 2, 3, 7, 100] {
            let whole = scan(jpeg(whole: true), chunk: chunk)
            XCTAssertTrue(whole.isJPEG)
            XCTAssertTrue(whole.reachedEnd, "whole, read \(chunk) bytes at a time")
            let cut = scan(jpeg(whole: false), chunk: chunk)
            XCTAssertTrue(cut.isJPEG)
            XCTAssertFalse(cut.reachedEnd, "cut after its entropy data, read \(chunk) bytes at a time")
        }
    }

    func testAFileCutInsideASegmentHasNotReachedItsEnd() {
        let bytes = jpeg(whole: true)
        for length in 0..<bytes.count - 1 {
            XCTAssertFalse(scan(Array(bytes.prefix(length)), chunk: 4).reachedEnd, "the first \(length) bytes")
        }
    }

    func testBytesThatDoNotStartAsAJPEGAreNotOne() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0xFF, 0xD9]
        let scanner = scan(png, chunk: 2)
        XCTAssertFalse(scanner.isJPEG)
        XCTAssertFalse(scanner.reachedEnd)
    }
}
