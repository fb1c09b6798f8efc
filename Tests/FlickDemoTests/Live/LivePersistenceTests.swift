@testable import FlickDemo
import FlickApp
import FlickTestSupport
import FlickKit
import Foundation
import XCTest

/// What the real `flick` remembers (issue 12 §3), in private XDG folders: the state survives a
/// restart, `kill -9` at any moment leaves a file that parses, `--fresh` reads nothing, and
/// `flick record` and `flick bench` neither read nor write anything.
final class LivePersistenceTests: XCTestCase {
    private var server: XvfbServer!
    private var dirs: StateDirs!
    private var fonts = ""

    override func setUpWithError() throws {
        fonts = try FontPinning.writeConfig()
        server = try XvfbServer()
        dirs = StateDirs.seasoned()
    }

    override func tearDown() {
        server?.stop()
        dirs?.remove()
    }

    private func launch(_ arguments: [String]) throws -> LiveFlick {
        let app = try LiveFlick(arguments, server: server, environment: dirs.environment.merging(["FONTCONFIG_FILE": fonts]) { $1 })
        _ = try app.waitReady()
        try app.waitSettled(after: 0)
        return app
    }

    /// The value `key` had when the run started (the state lines after `ready`).
    private func initial(_ app: LiveFlick, _ key: String) throws -> String? {
        let i = try app.waitFor("the initial \(key)") { $0["type"] as? String == "state" && $0["key"] as? String == key }
        return app.line(i)["value"] as? String
    }

    private func session() -> StateFile<SavedSession>.Outcome {
        StateFile<SavedSession>(url: URL(fileURLWithPath: dirs.sessionFile)).read()
    }

    func testTheSwiperItemAndTheShownDemoSurviveARestart() throws {
        dirs.remove()
        dirs.write(session: "{\"version\": 1, \"hintsSeen\": [\"swiper\"]}")
        let first = try launch([])
        XCTAssertEqual(try initial(first, "demo"), "swiper")
        XCTAssertEqual(try initial(first, "shell.welcome"), "shown", "no demo remembered: a first launch")
        // F9 shows the demo list with its first row focused; Down, Return choose the swiper.
        let welcomed = first.count
        try first.xdotool(["key", "F9", "Down", "Return"])
        try first.waitState("shell.welcome", "hidden", after: welcomed)
        try first.waitSettled(after: welcomed)
        let mark = first.count
        try first.xdotool(["key", "Right", "Right"])
        try first.waitState("swiper.item", "Cobalt", after: mark)
        try first.waitSettled(after: mark)
        XCTAssertEqual(first.stop(), 0, first.standardError)
        XCTAssertEqual(session().document.parts["swiper"]?["item"]?.stringValue, "C", "written when the window closed")
        XCTAssertEqual(session().document.demo, "swiper")
        XCTAssertEqual(session().document.hintsSeen, ["shell", "swiper"], "the welcome page was used")

        XCTAssertTrue(FileManager.default.fileExists(atPath: dirs.settingsFile), "the missing settings file is made on quitting")
        let again = try launch(["--demo", "swiper"])
        XCTAssertEqual(try initial(again, "swiper.item"), "Cobalt")
        XCTAssertEqual(again.stop(), 0)
        XCTAssertFalse(again.standardError.contains("flick:"), "both files exist now: \(again.standardError)")

        dirs.write(session: "{\"version\": 1, \"demo\": \"museum\", \"hintsSeen\": [\"museum\"]}")
        let shell = try launch([])
        XCTAssertEqual(try initial(shell, "demo"), "museum")
        _ = shell.stop()
    }

    func testAFirstLaunchWarnsOnceAndRemembersTheUsedHint() throws {
        dirs.remove()
        let first = try launch(["--demo", "slides"])
        let mark = first.count
        try first.xdotool(["key", "Right"])
        let changed = try first.waitFor(from: mark, "another scene") {
            $0["type"] as? String == "state" && $0["key"] as? String == "slides.current" && $0["value"] as? String != "Coral"
        }
        let scene = first.line(changed)["value"] as? String
        try first.waitSettled(after: mark)
        XCTAssertEqual(first.stop(), 0)
        let lines = first.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, first.standardError)
        XCTAssertTrue(lines.allSatisfy { $0.contains("no saved") }, first.standardError)
        XCTAssertEqual(session().document.hintsSeen, ["slides"], "the hint went with the first use")
        XCTAssertEqual(session().document.parts["slides"]?["stack"], scene.map { .array([.string($0)]) })

        let again = try launch(["--demo", "slides"])
        XCTAssertEqual(try initial(again, "slides.current"), scene)
        XCTAssertEqual(again.stop(), 0)
        XCTAssertEqual(again.standardError, "", "the files exist now")
    }

    func testKill9AtAnyMomentLeavesAFileThatParses() throws {
        var landed = false
        for round in 0..<8 {
            let app: LiveFlick
            do { app = try launch(["--demo", "swiper"]) } catch { XCTFail("round \(round): \(error)"); throw error }
            let mark = app.count
            // Keys keep coming while flick runs (xdotool is not waited for): a change every
            // 0.15 s, so writes fall due every 0.5 s while the kill comes.
            let keys = Process()
            keys.executableURL = URL(fileURLWithPath: try XvfbServer.which("xdotool"))
            keys.arguments = ["key", "--delay", "150"] + Array(repeating: "Right", count: 12)
            keys.environment = ["DISPLAY": server.display]
            try keys.run()
            // Kill at a different moment each round: after the 1st, 2nd, … 8th index change.
            var from = mark
            for _ in 0...round {
                from = try app.waitFor(from: from, "a swiper.index line") {
                    $0["type"] as? String == "state" && $0["key"] as? String == "swiper.index"
                } + 1
            }
            kill(app.process.processIdentifier, SIGKILL)
            app.process.waitUntilExit()
            keys.waitUntilExit()
            XCTAssertFalse(app.standardError.contains("damaged"), "round \(round): \(app.standardError)")
            let outcome = session()
            XCTAssertNil(outcome.warning, "round \(round): \(outcome.warning ?? "")")
            if outcome.document.parts["swiper"] != nil { landed = true }
            let files = dirs.files().filter { $0.hasPrefix("state/") }
            XCTAssertTrue(files.allSatisfy { $0 == "state/flick/session.json" || $0.hasSuffix(".tmp") || $0.hasSuffix(".lock") }, "\(files)")
        }
        XCTAssertTrue(landed, "writes landed while the keys came: \(dirs.files())")
    }

    func testFreshReadsNoFiles() throws {
        dirs.write(session: "{\"version\": 1, \"demo\": \"museum\", \"swiper\": {\"item\": \"D\"}}")
        dirs.write(settings: "{ damaged")
        let before = try String(contentsOfFile: dirs.sessionFile, encoding: .utf8)
        let app = try launch(["--fresh"])
        XCTAssertEqual(try initial(app, "demo"), "swiper")
        XCTAssertEqual(try initial(app, "shell.welcome"), "shown", "the defaults of a first launch")
        XCTAssertEqual(app.stop(), 0)
        XCTAssertEqual(app.standardError, "", "nothing read, nothing to warn of")
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8), before, "nothing changed: nothing written")
    }

    func testADamagedFileGivesOneLineAndIsKeptUntilAChange() throws {
        dirs.write(session: "{\"version\": 1, \"demo\": ")
        let app = try launch(["--demo", "swiper"])
        XCTAssertEqual(try initial(app, "swiper.item"), "Aurora")
        XCTAssertEqual(app.stop(), 0)
        XCTAssertEqual(app.standardError.split(separator: "\n").count, 1, app.standardError)
        XCTAssertTrue(app.standardError.contains("damaged"), app.standardError)
        XCTAssertEqual(try String(contentsOfFile: dirs.sessionFile, encoding: .utf8), "{\"version\": 1, \"demo\": ")
    }

    func testRecordAndBenchNeitherReadNorWriteState() throws {
        let out = PackagePaths.freshOutput("live/persistence-record")
        let script = out + "/s.scenario"
        try "key Right\nsettle\nshot a\n".write(toFile: script, atomically: true, encoding: .utf8)
        let empty = StateDirs.empty()
        defer { empty.remove() }
        let plain = try ProcessResult.flick(["record", "--demo", "swiper", "--script", script, "--out", out + "/plain"],
                                            environment: empty.environment.merging(["FONTCONFIG_FILE": fonts]) { $1 })
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(empty.files(), [], "record writes nothing")

        dirs.write(session: "{\"version\": 1, \"swiper\": {\"item\": \"F\", \"taps\": {\"B\": 9}}, \"hintsSeen\": []}")
        dirs.write(settings: "{\"version\": 1, \"app\": {\"frameTimeOverlay\": true}, \"swiper\": {\"showsPageControl\": false}}")
        let before = dirs.files()
        let remembered = try ProcessResult.flick(["record", "--demo", "swiper", "--script", script, "--out", out + "/remembered"],
                                                 environment: dirs.environment.merging(["FONTCONFIG_FILE": fonts]) { $1 })
        XCTAssertEqual(remembered.status, 0, remembered.stderr)
        XCTAssertEqual(remembered.stderr, "")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out + "/plain/a.png")),
                       try Data(contentsOf: URL(fileURLWithPath: out + "/remembered/a.png")), "recordings stay byte-identical")

        let bench = try ProcessResult.flick(["bench", "--demo", "swiper", "--frames", "10", "--pages", "3"],
                                            environment: empty.environment)
        XCTAssertEqual(bench.status, 0, bench.stderr)
        XCTAssertEqual(empty.files(), [], "bench writes nothing")
        XCTAssertEqual(dirs.files(), before)
    }
}

/// Issue 18 items 8 and 1: a lost X connection still saves, and fuzzed files never crash a launch.
extension LivePersistenceTests {
    func testLosingTheXConnectionRightAfterAChangeStillSavesIt() throws {
        let app = try launch(["--demo", "swiper"])
        let window = try app.waitReady()
        let mark = app.count
        try app.xdotool(["key", "Right"])
        try app.waitState("swiper.item", "Birch", after: mark)
        // Within the half second before the debounced write: Xlib's I/O error handler exits.
        try app.xdotool(["windowkill", window])
        XCTAssertTrue(app.waitForEnd(timeout: 20), "the app noticed the lost connection and ended by itself")
        XCTAssertEqual(app.stop(), 1, app.standardError)
        XCTAssertTrue(app.standardError.contains("lost the connection"), app.standardError)
        XCTAssertEqual(session().document.parts["swiper"]?["item"]?.stringValue, "B", "saved on the way out")
    }

    func testFuzzedStateFilesNeverCrashALaunch() throws {
        var fuzzer = StateFileFuzzer(seed: 0xF1_1CC0)
        for n in 0..<3 {
            dirs.write(session: fuzzer.session())
            dirs.write(settings: fuzzer.settings())
            let app = try launch([])
            let mark = app.count
            try app.xdotool(["mousemove", "512", "350", "click", "1"])
            try app.waitSettled(after: mark)
            XCTAssertEqual(app.stop(), 0, "case \(n): \(app.standardError)")
        }
    }
}
