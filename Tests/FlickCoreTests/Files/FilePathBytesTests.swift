import FlickCore
import XCTest

/// Paths as the file system's bytes: a name that is not UTF-8 keeps its bytes and reads with
/// U+FFFD; taken apart at `/` only.
final class FilePathBytesTests: XCTestCase {
    /// "/photos/café/café.png" with é as Latin-1's single byte 0xE9.
    private let latin1 = FilePathBytes(bytes: Array("/photos/caf".utf8) + [0xE9] + Array("/caf".utf8) + [0xE9] + Array(".PNG".utf8))

    func testANameThatIsNotUTF8KeepsItsBytesAndReadsWithAReplacementCharacter() {
        XCTAssertEqual(latin1.bytes.filter { $0 == 0xE9 }.count, 2)
        XCTAssertEqual(latin1.description, "/photos/caf\u{FFFD}/caf\u{FFFD}.PNG")
        XCTAssertFalse(latin1.isUTF8)
        XCTAssertTrue(FilePathBytes("/photos/café.png").isUTF8)
        XCTAssertNotEqual(FilePathBytes(latin1.description), latin1, "the string spelling is another path")
    }

    func testAPathIsTakenApartAtSlashesOnly() {
        XCTAssertEqual(latin1.lastComponent.bytes, Array("caf".utf8) + [0xE9] + Array(".PNG".utf8))
        XCTAssertEqual(latin1.fileExtension, "png")
        XCTAssertEqual(latin1.parent.bytes, Array("/photos/caf".utf8) + [0xE9])
        XCTAssertEqual(latin1.parent.appending(latin1.lastComponent), latin1)
        XCTAssertEqual(FilePathBytes("x//中").fileExtension, "")
        XCTAssertEqual(FilePathBytes("a/.png").fileExtension, "", "a hidden name, not an extension")
        XCTAssertEqual(FilePathBytes("/").parent, "/")
        XCTAssertEqual(FilePathBytes("name").parent, ".")
        XCTAssertEqual(FilePathBytes("/a//").lastComponent, "a")
        XCTAssertEqual(FilePathBytes("dir/").appending("x"), "dir/x")
    }

    func testTheCStringHasTheBytesAndNoNameHasANul() {
        latin1.withCString { c in
            XCTAssertEqual(strlen(c!), latin1.bytes.count)
            XCTAssertEqual(UInt8(bitPattern: c![11]), 0xE9)
        }
        FilePathBytes(bytes: [0x61, 0, 0x62]).withCString { XCTAssertNil($0) }
    }
}
