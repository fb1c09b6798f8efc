@testable import FlickDemo
import FlickTestSupport
import Foundation
import XCTest

/// What a path a user named is when it is not what an option takes, told from `stat` without
/// opening it: a named pipe, a device, a folder, a file.
final class FileProblemKindsTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = PackagePaths.freshOutput("app/file-kinds")
        XCTAssertEqual(mkfifo(dir + "/fifo", 0o600), 0)
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link-to-fifo", withDestinationPath: dir + "/fifo")
    }

    func testOnlyARegularFileIsAFileAndLinksAreFollowed() {
        XCTAssertNil(FileProblem.notRegularFile(atPath: dir + "/file"))
        XCTAssertEqual(FileProblem.notRegularFile(atPath: dir + "/fifo")?.description, "it is a named pipe (FIFO), not a file")
        XCTAssertEqual(FileProblem.notRegularFile(atPath: dir + "/link-to-fifo")?.description, "it is a named pipe (FIFO), not a file")
        XCTAssertEqual(FileProblem.notRegularFile(atPath: "/dev/null")?.description, "it is a device, not a file")
        XCTAssertEqual(FileProblem.notRegularFile(atPath: dir)?.description, "it is a folder, not a file")
        XCTAssertEqual(FileProblem.notRegularFile(atPath: dir + "/missing")?.code, ENOENT)
    }

    func testAFolderOrNothingYetIsAFolderToWriteInto() {
        XCTAssertNil(FileProblem.notFolder(atPath: dir))
        XCTAssertNil(FileProblem.notFolder(atPath: dir + "/missing"), "made when written into")
        XCTAssertEqual(FileProblem.notFolder(atPath: dir + "/fifo")?.description, "it is a named pipe (FIFO), not a folder")
        XCTAssertEqual(FileProblem.notFolder(atPath: dir + "/file")?.description, "it is a file, not a folder")
        XCTAssertEqual(FileProblem.notFolder(atPath: "/dev/zero")?.description, "it is a device, not a folder")
    }
}
