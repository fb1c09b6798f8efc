@testable import FlickHost
import FlickKit
import Foundation
import XCTest

/// The library's session file (`RestorationDocument` in a `StateFile`): a round trip, unknown
/// members kept, a damaged file moved aside (or left to be replaced), messages naming the program.
final class StateFileTests: XCTestCase {
    private var dirs: StateFolder!

    override func setUp() { dirs = StateFolder.empty() }
    override func tearDown() { dirs.remove() }

    private func file(setsAside: Bool = true) -> StateFile<RestorationDocument> {
        StateFile(url: URL(fileURLWithPath: dirs.sessionFile), program: "viewer", setsAsideDamaged: setsAside)
    }

    func testARoundTripGivesTheSameDocumentInCompactSortedJSON() throws {
        var d = RestorationDocument()
        d.parts["swiper"] = .object(["item": .string("2")])
        d.parts["deck"] = .object(["open": .string("left")])
        try file().write(d)
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8),
                       "{\"deck\":{\"open\":\"left\"},\"swiper\":{\"item\":\"2\"},\"version\":1}\n")
        let read = file().read()
        XCTAssertNil(read.warning)
        XCTAssertEqual(read.document, d)
    }

    func testMembersThisBuildDoesNotKnowAreKept() {
        dirs.write(session: "{\"version\": 1, \"swiper\": {\"item\": \"D\"}, \"future\": [1]}")
        let read = file().read()
        XCTAssertNil(read.warning)
        XCTAssertEqual(read.document.parts["future"], .array([.int(1)]))
    }

    func testADamagedFileIsMovedAsideAndTheMessageSaysWhere() throws {
        for text in ["{\"version\": 1, \"swiper\": ", "not json", "[1, 2]", "{\"swiper\": {}}", "{\"version\": 0}", "\u{0}\u{1}"] {
            dirs.write(session: text)
            let read = file().read()
            XCTAssertEqual(read.document, RestorationDocument(), text)
            XCTAssertEqual(read.warning?.hasPrefix("viewer: the saved session at \(dirs.sessionFile) is damaged ("), true, read.warning ?? "none")
            XCTAssertEqual(read.warning?.hasSuffix("; it was moved to \(dirs.sessionFile).damaged; using the default session"), true,
                           read.warning ?? "none")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dirs.sessionFile), text)
            XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile + ".damaged", encoding: .utf8), text, "kept for the user to see")
        }
    }

    func testWithoutSettingAsideADamagedFileStaysUntilAWriteReplacesIt() {
        dirs.write(session: "{ damaged")
        let read = file(setsAside: false).read()
        XCTAssertEqual(read.warning, "viewer: the saved session at \(dirs.sessionFile) is damaged (not a JSON object with a version); it is replaced once something changes; using the default session")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dirs.sessionFile))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dirs.sessionFile + ".damaged"))
    }

    func testAFileOfANewerFormatIsNeitherReadNorMovedAside() {
        dirs.write(session: "{\"version\": 2, \"swiper\": {\"item\": \"1\"}}")
        let read = file().read()
        XCTAssertEqual(read.document, RestorationDocument())
        XCTAssertTrue(read.warning?.contains("written by a newer Flick") ?? false, read.warning ?? "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dirs.sessionFile), "kept until something changes")
    }

    func testAHeldLockFailsTheWriteAtOnceAsLockHeld() throws {
        try FileManager.default.createDirectory(atPath: dirs.state + "/flick", withIntermediateDirectories: true)
        let fd = open(dirs.state + "/flick/.session.json.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(fd) }
        XCTAssertEqual(flock(fd, LOCK_EX), 0)
        let start = Date()
        XCTAssertThrowsError(try file().write(RestorationDocument())) { error in
            XCTAssertEqual((error as? StateFileError)?.isLockHeld, true, "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.1, "the lock is only tried")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dirs.sessionFile))
    }
}
