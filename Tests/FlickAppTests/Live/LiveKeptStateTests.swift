import FlickApp
import FlickTestSupport
import Foundation
import XCTest

/// `FlickApp.run` with an app id keeps the root's state (`flick-app-probe kept`, a swiper of three
/// pages, in a real window on a private Xvfb, with a private `XDG_STATE_HOME`): the page comes back
/// in the next run, a damaged file is moved aside with a message, and a lock another program holds
/// leaves the window answering and the newest page saved once it frees.
final class LiveKeptStateTests: XCTestCase {
    private let appID = "org.flick.KeptProbe"
    private var state = ""
    private var heldLock: Int32 = -1

    override func setUpWithError() throws {
        state = FileManager.default.temporaryDirectory.appendingPathComponent("flick-kept-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if heldLock >= 0 { close(heldLock) }
        try? FileManager.default.removeItem(atPath: state)
    }

    private var folder: String { state + "/" + appID }
    private var sessionFile: String { folder + "/session.json" }
    private var environment: [String: String] { ["FLICK_TRACE": "1", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1", "XDG_STATE_HOME": state] }

    /// The swiper's page saved in the session file, or nil.
    private func savedItem() -> String? {
        StateFile<RestorationDocument>(url: URL(fileURLWithPath: sessionFile)).read().document.parts["swiper"]?["item"]?.stringValue
    }

    /// Starts the probe and waits for its ready line and the `swiper.index` it shows first.
    private func start(_ xvfb: XvfbServer) throws -> (probe: ProbeProcess, window: String, index: String?) {
        let probe = try ProbeProcess(["kept", appID, "Flick kept swiper"], display: xvfb.display, environment: environment)
        let ready = try probe.waitForTrace("ready")
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        let index = try probe.waitForTrace("state", from: ready.index) { $0["key"] as? String == "swiper.index" }
        try probe.waitForTrace("settled", from: ready.index)
        return (probe, window, index.fields["value"] as? String)
    }

    /// Presses `key` and waits for the swiper to show `index`.
    private func press(_ key: String, in probe: ProbeProcess, window: String, expecting index: String) throws -> Double {
        let before = probe.count
        try probe.xdotool(["key", "--window", window, key])
        let moved = try probe.waitForTrace("state", from: before) { $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(moved.fields["value"] as? String, index)
        let settled = try probe.waitForTrace("settled", from: moved.index)
        return try XCTUnwrap(settled.fields["t"] as? Double)
    }

    /// Waits for `condition` at most `timeout` seconds (a guard against a hang, not a delay).
    private func waitUntil(timeout: Double = 20, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    func testThePageShownWhenTheAppQuitsIsShownAgainInTheNextRun() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let first = try start(xvfb)
        XCTAssertEqual(first.index, "0")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionFile), "nothing is written before something changes")
        _ = try press("Right", in: first.probe, window: first.window, expecting: "1")
        _ = try press("Right", in: first.probe, window: first.window, expecting: "2")
        first.probe.terminate()
        XCTAssertEqual(try first.probe.waitForExit(), 0)
        XCTAssertEqual(first.probe.standardError, "")
        XCTAssertEqual(savedItem(), "2", "the page shown at quit is saved")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o700, "the app's state folder is private")

        let second = try start(xvfb)
        XCTAssertEqual(second.index, "2", "restored before the first frame: the first state after ready is the saved page")
        second.probe.terminate()
        XCTAssertEqual(try second.probe.waitForExit(), 0)
        XCTAssertEqual(second.probe.standardError, "", "an unchanged session is a quiet run")
    }

    func testADamagedFileIsMovedAsideWithAMessageAndTheAppStartsFromItsDefaults() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{\"version\":1,\"swiper\":{\"item\":\"2\"".utf8).write(to: URL(fileURLWithPath: sessionFile))
        let run = try start(xvfb)
        XCTAssertEqual(run.index, "0")
        let message = "flick-app-probe: the saved session at \(sessionFile) is damaged (not a JSON object with a version); it was moved to \(sessionFile).damaged; using the default session"
        XCTAssertTrue(run.probe.waitForError(containing: message), run.probe.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sessionFile + ".damaged"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionFile))
        _ = try press("Right", in: run.probe, window: run.window, expecting: "1")
        XCTAssertTrue(waitUntil { self.savedItem() == "1" }, "a change is saved in a new file (Constants.stateSaveDelayS after it)")
        run.probe.terminate()
        XCTAssertEqual(try run.probe.waitForExit(), 0)
    }

    func testAHeldLockLeavesTheWindowAnsweringAndTheNewestPageIsSavedWhenItFrees() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let run = try start(xvfb)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        heldLock = open(folder + "/.session.json.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        XCTAssertGreaterThanOrEqual(heldLock, 0)
        XCTAssertEqual(flock(heldLock, LOCK_EX), 0)
        // Keys one after another until the app has answered one well past its save deadline,
        // which then found the lock held: each is answered (no wait on the lock).
        var index = 0
        var firstAt: Double?
        while true {
            let key = index == 2 ? "Left" : "Right"
            index += key == "Right" ? 1 : -1
            let t = try press(key, in: run.probe, window: run.window, expecting: String(index))
            if firstAt == nil { firstAt = t }
            if t - firstAt! > 1000 * (Constants.stateSaveDelayS + 2 * Constants.stateLockRetryS) { break }
        }
        XCTAssertNil(savedItem(), "nothing is written while the lock is held")
        close(heldLock)
        heldLock = -1
        XCTAssertTrue(waitUntil { self.savedItem() == String(index) },
                      "the newest page (\(index)) is saved once the lock frees; saved: \(savedItem() ?? "nothing")")
        run.probe.terminate()
        XCTAssertEqual(try run.probe.waitForExit(), 0)
        XCTAssertEqual(run.probe.standardError, "")
    }

    func testAnAppIDThatIsNotAReverseDNSNameIsRefusedAtStart() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["kept", "../escape", "Flick bad id"], display: xvfb.display, environment: environment)
        XCTAssertEqual(try probe.waitForExit(), 2)
        XCTAssertEqual(probe.standardError, "flick-app-probe: the app id '../escape' is not a reverse-DNS name: it contains /; "
            + "give FlickAppConfiguration.appID a name such as org.example.Viewer, or nil to keep no state\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: state), [], "nothing is written")
    }
}
