@testable import FlickDemo
import FlickApp
import FlickTestSupport
import FlickCore
import FlickKit
import Foundation
import XCTest

/// The real `flick` on a private Xvfb while the processes around it misbehave: a session bus
/// that accepts connections and never answers, another program holding the state file's lock,
/// a trace reader that keeps the pipe open and stops reading. None of them may stop the window:
/// each test waits on the app's trace lines (or its end) and fails when input goes unanswered.
final class LiveHostileWorldTests: XCTestCase {
    private var server: XvfbServer!
    private var bus: SessionBus?
    private var dirs: StateDirs?
    private var app: LiveFlick?
    /// The state file's lock as this test holds it (-1: not held).
    private var heldLock: Int32 = -1

    override func setUpWithError() throws {
        server = try XvfbServer()
    }

    override func tearDown() {
        releaseLock()
        _ = app?.stop()
        bus?.stop()
        dirs?.remove()
        server?.stop()
    }

    /// Takes the session file's lock as another program would (a backup tool, a stuck writer).
    private func holdSessionLock(of dirs: StateDirs) throws {
        let folder = (dirs.sessionFile as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        heldLock = open(folder + "/.session.json.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        XCTAssertGreaterThanOrEqual(heldLock, 0)
        XCTAssertEqual(flock(heldLock, LOCK_EX), 0)
    }

    private func releaseLock() {
        if heldLock >= 0 { close(heldLock) }
        heldLock = -1
    }

    private func savedSwiperItem(_ dirs: StateDirs) -> String? {
        StateFile<SavedSession>(url: URL(fileURLWithPath: dirs.sessionFile)).read().document.parts["swiper"]?["item"]?.stringValue
    }

    func testAStoppedSessionBusNeitherDelaysTheWindowNorItsInputAndIsNamedOnce() throws {
        let bus = try SessionBus()
        self.bus = bus
        bus.pause()
        let app = try LiveFlick(["--demo", "swiper", "--test"], server: server, environment: bus.environment)
        self.app = app
        let ready = try app.waitFor("the ready line") { $0["type"] as? String == "ready" }
        let shownAfterMs = try XCTUnwrap(app.line(ready)["t"] as? Double)
        XCTAssertLessThan(shownAfterMs, 1000, "the first frame is on screen within a second of launch")
        try app.waitSettled(after: 0)
        let mark = app.count
        try app.xdotool(["key", "Right"])
        try app.waitState("swiper.item", "Birch", after: mark)
        try app.waitSettled(after: mark)

        let notice = "flick: accessibility bus not answering after 2 s; going on without screen reader support\n"
        XCTAssertTrue(app.waitForError(containing: notice), app.standardError)
        let again = app.count
        try app.xdotool(["key", "Right"])
        try app.waitSettled(after: again)
        XCTAssertEqual(app.stop(), 0, app.standardError)
        XCTAssertEqual(app.standardError.components(separatedBy: notice).count, 2, "said once: \(app.standardError)")
    }

    func testAHeldLockLeavesTheWindowAnsweringAndTheNewestStateIsSavedWhenItFrees() throws {
        let dirs = StateDirs.seasoned()
        self.dirs = dirs
        let app = try LiveFlick(["--demo", "swiper"], server: server, environment: dirs.environment)
        self.app = app
        _ = try app.waitReady()
        try app.waitSettled(after: 0)
        try holdSessionLock(of: dirs)
        // Keys one after another until the app has answered one well past its save deadline
        // (Constants.stateSaveDelayS after the first change), which then found the lock held.
        var first: Double?
        var item = "Amber"
        while true {
            let mark = app.count
            try app.xdotool(["key", "Right"])
            let settled = try app.waitSettled(after: mark)
            let changed = app.lines(mark..<settled).last { $0["key"] as? String == "swiper.item" }
            item = changed?["value"] as? String ?? item
            let t = try XCTUnwrap(app.line(settled)["t"] as? Double)
            if first == nil { first = t }
            if t - first! > 1000 * (Constants.stateSaveDelayS + 2 * Constants.stateLockRetryS) { break }
        }
        XCTAssertNotEqual(savedSwiperItem(dirs), String(item.prefix(1)), "nothing is written while the lock is held")
        releaseLock()
        XCTAssertTrue(waitUntil { self.savedSwiperItem(dirs) == String(item.prefix(1)) },
                      "the newest item (\(item)) is saved once the lock frees; saved: \(savedSwiperItem(dirs) ?? "nothing")")
        XCTAssertEqual(app.stop(), 0, app.standardError)
        XCTAssertFalse(app.standardError.contains("could not save"), app.standardError)
    }

    func testSigtermWithTheLockHeldEndsAtOnceSayingTheLockWasHeld() throws {
        let dirs = StateDirs.seasoned()
        self.dirs = dirs
        let app = try LiveFlick(["--demo", "swiper"], server: server, environment: dirs.environment)
        self.app = app
        _ = try app.waitReady()
        try app.waitSettled(after: 0)
        try holdSessionLock(of: dirs)
        let mark = app.count
        try app.xdotool(["key", "Right"])
        try app.waitSettled(after: mark)
        app.process.terminate()
        XCTAssertTrue(app.waitForEnd(timeout: 20), "SIGTERM ends the run although the lock stays held")
        XCTAssertEqual(app.stop(), 0, app.standardError)
        XCTAssertTrue(app.standardError.contains("could not save the session: another program holds the lock on \(dirs.sessionFile)"),
                      app.standardError)
        XCTAssertFalse(app.standardError.contains("X server"), app.standardError)
    }

    func testATraceReaderThatStopsReadingEndsTheRunAsTheContractSaysInsteadOfFreezingIt() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PackagePaths.flick)
        process.arguments = ["--demo", "swiper", "--test", "--trace"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // Read up to the ready line, then never again.
        var read = Data()
        while !String(decoding: read, as: UTF8.self).contains("\"type\":\"ready\"") {
            let chunk = out.fileHandleForReading.availableData
            XCTAssertFalse(chunk.isEmpty, "flick ended before ready: \(String(decoding: read, as: UTF8.self))")
            if chunk.isEmpty { return }
            read += chunk
        }
        // Far more lines than the pipe holds (64 KB): a gesture, the swiper's state and a
        // settled line for each key.
        let keys = try ProcessResult.run(try XvfbServer.which("xdotool"), ["key", "--delay", "1", "--repeat", "1500", "Right"],
                                         environment: ["DISPLAY": server.display])
        XCTAssertEqual(keys.status, 0, keys.stderr)
        let quit = try ProcessResult.run(try XvfbServer.which("xdotool"), ["key", "ctrl+q"], environment: ["DISPLAY": server.display])
        XCTAssertEqual(quit.status, 0, quit.stderr)
        XCTAssertEqual(ended.wait(timeout: .now() + 20), .success, "ctrl+q was answered although nobody reads the trace")
        XCTAssertEqual(process.terminationStatus, 1)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(errors, "flick: standard output is not being read, so the --trace lines wait unread "
            + "(at most \(Trace.unreadLimitBytes / 1024) KB are kept); exiting\n")
    }

    /// Whether `condition` holds within `timeout` seconds (a file another process writes, which
    /// has no line to wait on); checked every 20 ms.
    private func waitUntil(timeout: Double = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }
}
