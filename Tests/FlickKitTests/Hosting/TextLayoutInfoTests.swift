import FlickCore
import FlickKit
import XCTest

final class TextLayoutInfoTests: XCTestCase {
    private let font = FontSpec(family: "Sans", size: 10)

    func testTheEstimateWrapsAtSpacesInTheWidthAndAtNewlines() {
        // 6 px a grapheme: "hello " and "world" each fit 40 px, not together.
        let info = TextLayoutInfo.estimate("hello world\nx", font: font, width: 40)
        let bytes = Array("hello world\nx".utf8)
        XCTAssertEqual(info.lines.map { String(decoding: bytes[$0.range], as: UTF8.self) }, ["hello ", "world", "x"])
        XCTAssertEqual(info.lines[1].top, info.lines[0].height)
    }

    func testAClickLandsOnTheNearestGraphemeBoundaryOfItsLine() {
        let info = TextLayoutInfo.estimate("e\u{301}ab", font: font, width: nil)
        XCTAssertEqual(info.lines[0].offsets, [0, 3, 4, 5], "the accent belongs to its letter")
        XCTAssertEqual(info.offset(at: Point(4, 5)), 3)
        XCTAssertEqual(info.offset(at: Point(100, 5)), 5)
        XCTAssertEqual(info.offset(at: Point(-5, 500)), 0, "below the last line: the last line")
        XCTAssertEqual(info.caret(at: 4).point.x, 12)
    }
}
