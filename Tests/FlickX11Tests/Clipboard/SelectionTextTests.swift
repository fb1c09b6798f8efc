@testable import FlickX11
import XCTest

/// Text as the selection targets carry it.
final class SelectionTextTests: XCTestCase {
    func testStringIsLatin1WithAQuestionMarkForTheRest() {
        XCTAssertEqual(SelectionText.latin1("héllo €中"), [0x68, 0xe9, 0x6c, 0x6c, 0x6f, 0x20, 0x3f, 0x3f])
        XCTAssertEqual(SelectionText.fromLatin1([0x63, 0x61, 0x66, 0xe9]), "café")
        XCTAssertEqual(SelectionText.fromLatin1(SelectionText.latin1("ÿ ß")), "ÿ ß")
    }

    func testInvalidUTF8ReadsAsReplacementCharacters() {
        XCTAssertEqual(SelectionText.fromUTF8([0x6c, 0xe9, 0xff, 0x20, 0x78]), "l\u{fffd}\u{fffd} x")
        XCTAssertEqual(SelectionText.fromUTF8(Array("中文 ok".utf8)), "中文 ok")
        XCTAssertEqual(SelectionText.fromUTF8([0xe4, 0xb8]), "\u{fffd}", "a sequence cut short")
    }

    func testAPasteIsCutBeforeACharacterThatWouldNotFitWhole() {
        let bytes = Array("ab中".utf8)  // 61 62 e4 b8 ad
        XCTAssertEqual(SelectionText.cut(bytes, toUTF8Limit: 5), bytes, "it fits")
        XCTAssertEqual(SelectionText.cut(bytes, toUTF8Limit: 4), Array("ab".utf8))
        XCTAssertEqual(SelectionText.cut(bytes, toUTF8Limit: 3), Array("ab".utf8))
        XCTAssertEqual(SelectionText.cut(bytes, toUTF8Limit: 2), Array("ab".utf8))
        let emoji = Array("😀😀".utf8)  // two 4-byte sequences
        XCTAssertEqual(SelectionText.cut(emoji, toUTF8Limit: 7), Array("😀".utf8))
        XCTAssertEqual(SelectionText.cut([0x80, 0x80, 0x80, 0x80, 0x80, 0x80], toUTF8Limit: 5).count, 5,
                       "bytes that are no UTF-8 are cut at the limit")
    }
}
