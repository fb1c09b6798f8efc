@testable import FlickDemo
import FlickTracing
import Glibc
import XCTest

/// Paths taken apart as bytes (issue 18 item 2) and file errors as sentences (item 10).
final class PathNamesTests: XCTestCase {
    func testExtensionsComeFromTheLastComponentOnly() {
        XCTAssertEqual(PathNames.fileExtension("x//中"), "")
        XCTAssertEqual(PathNames.fileExtension("dir//é.PNG"), "png")
        XCTAssertEqual(PathNames.fileExtension("//😀.svg"), "svg")
        XCTAssertEqual(PathNames.fileExtension("a.b/c"), "")
        XCTAssertEqual(PathNames.fileExtension(".png"), "", "a hidden name has no extension")
        XCTAssertEqual(PathNames.fileExtension("icon.png/"), "png")
        XCTAssertEqual(PathNames.fileExtension(""), "")
    }

    func testParentsAndJoins() {
        XCTAssertEqual(PathNames.parent("icon.png"), ".")
        XCTAssertEqual(PathNames.parent("/icon.png"), "/")
        XCTAssertEqual(PathNames.parent("a//b//c.png"), "a//b")
        XCTAssertEqual(PathNames.parent("x//中"), "x")
        XCTAssertEqual(PathNames.lastComponent("x//中/"), "中")
        XCTAssertEqual(PathNames.joined("out", "a.png"), "out/a.png")
        XCTAssertEqual(PathNames.joined("out/", "a.png"), "out/a.png")
        XCTAssertEqual(PathNames.joined("", "a.png"), "a.png")
    }

    func testPosixErrorsBecomePlainSentences() {
        XCTAssertEqual(FileProblem(errno: ENOSPC).description, "the disk is full")
        XCTAssertEqual(FileProblem(errno: EACCES).description, "permission denied")
        XCTAssertEqual(FileProblem(errno: ENAMETOOLONG).description, "the name is too long")
        XCTAssertEqual(FileProblem(errno: ENOENT).description, "no such file or folder")
        XCTAssertEqual(FileProblem(POSIXError(.ENOSPC)).description, "the disk is full")
    }
}
