@testable import FlickDemo
import FlickApp
import FlickKit
import Foundation
import XCTest

/// The remembered files (issue 12 §3): a round trip, and one warning with the defaults for a
/// missing, unreadable, damaged or newer file, which is left as it is.
final class StateFileTests: XCTestCase {
    private var dirs: StateDirs!

    override func setUp() { dirs = StateDirs.empty() }
    override func tearDown() { dirs.remove() }

    private var sessionFile: StateFile<SavedSession> { StateFile(url: URL(fileURLWithPath: dirs.sessionFile)) }

    func testARoundTripGivesTheSameSession() throws {
        var s = SavedSession()
        s.demo = "carousel"
        s.parts["carousel"] = .object(["pages": .array([.int(0), .null, .int(3)]), "selected": .int(2),
                                       "closed": .array([.object(["page": .int(1), "index": .int(1)])])])
        s.parts["swiper"] = .object(["item": .string("C"), "taps": .object(["A": .int(2)])])
        s.hintsSeen = ["swiper"]
        try sessionFile.write(s)
        let read = sessionFile.read()
        XCTAssertNil(read.warning)
        XCTAssertEqual(read.document, s)
    }

    func testWritingMakesMissingFoldersAndLeavesNoTemporaryFile() throws {
        XCTAssertFalse(FileManager.default.fileExists(atPath: dirs.state))
        try sessionFile.write(SavedSession())
        XCTAssertEqual(dirs.files(), ["state/flick/.session.json.lock", "state/flick/session.json"])
    }

    func testAMissingFileGivesOneWarningAndTheDefaults() {
        let read = sessionFile.read()
        XCTAssertEqual(read.document, SavedSession())
        XCTAssertEqual(read.warning?.split(separator: "\n").count, 1)
        XCTAssertTrue(read.warning?.contains("no saved session yet") ?? false, read.warning ?? "")
    }

    func testADamagedFileGivesOneWarningAndTheDefaults() {
        for text in ["{\"version\": 1, \"demo\": ", "not json", "[1, 2]", "{\"demo\": \"swiper\"}",
                     "{\"version\": 0}", "\u{0}\u{1}"] {
            dirs.write(session: text)
            let read = sessionFile.read()
            XCTAssertEqual(read.document, SavedSession(), text)
            XCTAssertTrue(read.warning?.contains("damaged") ?? false, "\(text): \(read.warning ?? "no warning")")
            XCTAssertFalse(read.warning?.contains("\n") ?? true)
        }
    }

    func testAFileOfANewerFormatIsNotRead() {
        dirs.write(session: "{\"version\": 3, \"demo\": \"carousel\"}")
        let read = sessionFile.read()
        XCTAssertEqual(read.document, SavedSession())
        XCTAssertTrue(read.warning?.contains("newer Flick") ?? false, read.warning ?? "")
    }

    func testAnUnreadableFileGivesOneWarningAndTheDefaults() throws {
        dirs.write(session: "{\"version\": 1, \"demo\": \"carousel\"}")
        if getuid() == 0 {
            // root reads any file: a folder in the file's place cannot be read either.
            try FileManager.default.removeItem(atPath: dirs.sessionFile)
            try FileManager.default.createDirectory(atPath: dirs.sessionFile, withIntermediateDirectories: true)
        } else {
            chmod(dirs.sessionFile, 0)
        }
        let read = sessionFile.read()
        XCTAssertEqual(read.document, SavedSession())
        XCTAssertTrue(read.warning?.contains("cannot read") ?? false, read.warning ?? "")
    }

    func testUnknownFieldsAndMissingFieldsAreFine() {
        dirs.write(session: "{\"version\": 1, \"swiper\": {\"item\": \"D\"}, \"futureThing\": [1]}")
        let read = sessionFile.read()
        XCTAssertNil(read.warning)
        XCTAssertEqual(read.document.parts["swiper"]?["item"]?.stringValue, "D")
        XCTAssertNil(read.document.parts["carousel"])
    }

    func testLocationsFollowXDGWithHomeDefaults() {
        let l = StateLocations.from(environment: ["HOME": "/home/u"])
        XCTAssertEqual(l?.settingsFile.path, "/home/u/.config/flick/settings.json")
        XCTAssertEqual(l?.sessionFile.path, "/home/u/.local/state/flick/session.json")
        let x = StateLocations.from(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"])
        XCTAssertEqual(x?.settingsFile.path, "/c/flick/settings.json")
        XCTAssertEqual(x?.sessionFile.path, "/s/flick/session.json")
        // Relative or empty values count as unset, as the XDG specification says.
        let r = StateLocations.from(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "rel", "XDG_STATE_HOME": ""])
        XCTAssertEqual(r?.settingsFile.path, "/home/u/.config/flick/settings.json")
        XCTAssertEqual(r?.sessionFile.path, "/home/u/.local/state/flick/session.json")
        XCTAssertNil(StateLocations.from(environment: [:]))
    }
}

extension StateFileTests {
    func testAWriteRemovesTheTemporaryFileOfAProcessKilledMidWrite() throws {
        try FileManager.default.createDirectory(atPath: dirs.state + "/flick", withIntermediateDirectories: true)
        // pid_max is far below Int32.max: no process has this id.
        let stale = dirs.state + "/flick/.session.json.2147483000.tmp"
        _ = FileManager.default.createFile(atPath: stale, contents: Data("{ half".utf8))
        // A running process's temporary file stays (pid 1 always runs).
        let live = dirs.state + "/flick/.session.json.1.tmp"
        _ = FileManager.default.createFile(atPath: live, contents: Data())
        try sessionFile.write(SavedSession())
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: live))
    }
}

extension StateFileTests {
    func testAHugeFileIsNotReadIntoMemory() throws {
        dirs.write(session: "")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dirs.sessionFile))
        try handle.truncate(atOffset: UInt64(StateFile<SavedSession>.sizeLimit + 1))
        try handle.close()
        let read = sessionFile.read()
        XCTAssertEqual(read.document, SavedSession())
        XCTAssertTrue(read.warning?.contains("damaged") ?? false, read.warning ?? "")
    }
}

/// Issue 18 item 7 and item 5: compact writes within the reader's limits, and a write that
/// replaces only the members it changed.
extension StateFileTests {
    func testAWriteTheReaderWouldRefuseLeavesTheGoodFileAsItIs() throws {
        var good = SavedSession()
        good.demo = "carousel"
        try sessionFile.write(good)
        let before = try String(contentsOfFile: dirs.sessionFile, encoding: .utf8)
        var huge = good
        huge.parts["carousel"] = .string(String(repeating: "x", count: StateFile<SavedSession>.sizeLimit))
        XCTAssertThrowsError(try sessionFile.write(huge)) { error in
            XCTAssertTrue("\(error)".contains("more than Flick reads"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8), before)
        XCTAssertEqual(before, "{\"demo\":\"carousel\",\"version\":2}\n", "compact, sorted, one line")
    }

    func testAWriteReplacesOnlyTheMembersChangedSinceItsBase() throws {
        var base = SavedSession()
        base.parts["swiper"] = .object(["item": .string("A")])
        var other = base
        other.parts["carousel"] = .object(["selected": .int(3)])
        try sessionFile.write(other)
        var ours = base
        ours.parts["swiper"] = .object(["item": .string("B")])
        try sessionFile.write(ours, changedSince: base)
        let read = sessionFile.read().document
        XCTAssertEqual(read.parts["swiper"]?["item"], .string("B"))
        XCTAssertEqual(read.parts["carousel"]?["selected"], .int(3), "the other window's member stays")
    }

    func testAVersionOneFileIsRead() {
        dirs.write(session: "{\"version\": 1, \"demo\": \"deck\", \"deck\": {\"open\": \"right\"}, \"hintsSeen\": [\"deck\"]}")
        let read = sessionFile.read()
        XCTAssertNil(read.warning)
        XCTAssertEqual(read.document.demo, "deck")
        XCTAssertEqual(read.document.hintsSeen, ["deck"])
        XCTAssertEqual(read.document.parts["deck"]?["open"], .string("right"))
    }
}
