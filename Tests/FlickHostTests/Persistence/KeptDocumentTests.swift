@testable import FlickHost
import FlickCore
import FlickKit
import Foundation
import XCTest

/// The debounced writes on a manual clock: nothing before a change, one write `delay` after the
/// first unsaved change (later changes do not push it back), no deadline while nothing changed.
final class KeptDocumentTests: XCTestCase {
    private var dirs: StateFolder!
    private var warnings: [String] = []

    override func setUp() { dirs = StateFolder.empty(); warnings = [] }
    override func tearDown() { dirs.remove() }

    private func kept(start: RestorationDocument = RestorationDocument()) -> KeptDocument<RestorationDocument> {
        KeptDocument(file: StateFile(url: URL(fileURLWithPath: dirs.sessionFile)), start: start, delay: 0.5,
                     warn: { [unowned self] in self.warnings.append($0) })
    }

    private func session(_ item: String) -> RestorationDocument {
        var s = RestorationDocument()
        s.parts["swiper"] = .object(["item": .string(item)])
        return s
    }

    private func fileItem() -> String? {
        StateFile<RestorationDocument>(url: URL(fileURLWithPath: dirs.sessionFile)).read().document.parts["swiper"]?["item"]?.stringValue
    }

    func testNothingIsWrittenBeforeAChange() {
        let doc = kept()
        for t in stride(from: 0.0, through: 5, by: 0.25) {
            doc.note(RestorationDocument(), now: t)
            XCTAssertNil(doc.nextDeadline)
            doc.advance(to: t)
        }
        doc.flush()
        XCTAssertEqual(doc.writeCount, 0)
        XCTAssertEqual(dirs.files(), [])
    }

    func testAChangeIsWrittenOnceAfterTheDelay() {
        let doc = kept()
        doc.note(session("B"), now: 1)
        XCTAssertEqual(doc.nextDeadline, 1.5)
        doc.note(session("C"), now: 1.2)
        XCTAssertEqual(doc.nextDeadline, 1.5, "a later change does not push the write back")
        doc.advance(to: 1.49)
        XCTAssertEqual(doc.writeCount, 0)
        doc.advance(to: 1.5)
        XCTAssertEqual(doc.writeCount, 1)
        XCTAssertEqual(fileItem(), "C")
        XCTAssertNil(doc.nextDeadline, "nothing wakes the app once it is saved")
        doc.note(session("C"), now: 2)
        doc.advance(to: 3)
        XCTAssertEqual(doc.writeCount, 1)
    }

    func testManyChangesInASecondAreAtMostTwoWrites() {
        let doc = kept()
        var t = 0.0
        for i in 0..<60 {
            t = Double(i) / 60
            doc.note(session(i % 2 == 0 ? "A" : "B"), now: t)
            doc.advance(to: t)
        }
        XCTAssertLessThanOrEqual(doc.writeCount, 2)
    }

    func testChangingBackCancelsTheWrite() {
        let doc = kept(start: session("A"))
        doc.note(session("B"), now: 0)
        doc.note(session("A"), now: 0.1)
        XCTAssertNil(doc.nextDeadline)
        doc.flush()
        XCTAssertEqual(doc.writeCount, 0)
    }

    func testFlushWritesWhatIsPending() {
        let doc = kept()
        doc.note(session("D"), now: 0)
        doc.flush()
        XCTAssertEqual(fileItem(), "D")
        XCTAssertNil(doc.nextDeadline)
    }

    func testADamagedFileIsNotOverwrittenBeforeAChange() throws {
        dirs.write(session: "{ damaged")
        let outcome = StateFile<RestorationDocument>(url: URL(fileURLWithPath: dirs.sessionFile)).read()
        XCTAssertNotNil(outcome.warning)
        let doc = kept(start: outcome.document)
        doc.note(outcome.document, now: 0)
        doc.advance(to: 10)
        doc.flush()
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8), "{ damaged")
        doc.note(session("B"), now: 11)
        doc.advance(to: 11.5)
        XCTAssertEqual(fileItem(), "B")
    }

    func testAFailedWriteWarnsOnceAndDoesNotRetryInALoop() throws {
        // A file where the folder should be: the folder cannot be made.
        try FileManager.default.createDirectory(atPath: dirs.state, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dirs.state + "/flick", contents: Data())
        let doc = kept()
        doc.note(session("B"), now: 0)
        doc.advance(to: 0.5)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("could not save the session"), warnings[0])
        doc.note(session("B"), now: 1)
        XCTAssertNil(doc.nextDeadline, "the same value is not tried again")
        doc.note(session("C"), now: 2)
        doc.advance(to: 2.5)
        XCTAssertEqual(warnings.count, 1, "one warning, not one per attempt")
    }
}

extension KeptDocumentTests {
    func testQuittingCreatesAMissingFileButNeverReplacesOne() throws {
        let doc = kept()
        doc.createsMissingFile = true
        doc.note(RestorationDocument(), now: 0)
        XCTAssertNil(doc.nextDeadline, "no change: nothing wakes the app")
        doc.flush()
        XCTAssertEqual(dirs.files(), ["state/flick/.session.json.lock", "state/flick/session.json"])
        dirs.write(session: "{ damaged")
        doc.flush()
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8), "{ damaged")
    }

    /// The session file's lock, taken as another program takes it (its own open file).
    private func holdLock() throws -> Int32 {
        try FileManager.default.createDirectory(atPath: dirs.state + "/flick", withIntermediateDirectories: true)
        let fd = open(dirs.state + "/flick/.session.json.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        XCTAssertEqual(flock(fd, LOCK_EX), 0)
        return fd
    }

    func testAHeldLockPutsTheWriteOffWithoutWaitingAndTheNewestValueIsWrittenWhenItFrees() throws {
        let doc = kept()
        let lock = try holdLock()
        doc.note(session("B"), now: 0)
        doc.advance(to: 0.5)
        XCTAssertEqual(doc.writeCount, 0)
        XCTAssertEqual(doc.nextDeadline, 0.5 + Constants.stateLockRetryS, "tried again on the app's own deadline")
        doc.note(session("C"), now: 0.6)
        doc.advance(to: 0.75)
        XCTAssertEqual(doc.writeCount, 0)
        XCTAssertNil(fileItem())
        close(lock)
        doc.advance(to: 1.0)
        XCTAssertEqual(doc.writeCount, 1)
        XCTAssertEqual(fileItem(), "C", "the newest value, not the one first due")
        XCTAssertNil(doc.nextDeadline)
        XCTAssertEqual(warnings, [])
    }

    func testQuittingWithTheLockHeldWaitsBrieflyThenSaysTheChangesAreNotSaved() throws {
        let doc = kept()
        let lock = try holdLock()
        defer { close(lock) }
        doc.note(session("B"), now: 0)
        doc.flush()
        XCTAssertEqual(doc.writeCount, 0)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("flick: could not save the session: another program holds the lock on \(dirs.sessionFile)"), warnings[0])
        XCTAssertTrue(warnings[0].hasSuffix("did not let go within \(Constants.stateLockQuitWaitS) s; this run's changes to it are not saved"), warnings[0])
    }
}
