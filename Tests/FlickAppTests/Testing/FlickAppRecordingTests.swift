import FlickCairo
import FlickTestSupport
import Foundation
import XCTest

/// `FLICK_RECORD=FILE FLICK_RECORD_OUT=DIR`: any `FlickApp.run` program replays a scenario
/// headless (no display) and exits with its status, through `flick-app-probe swiper`.
final class FlickAppRecordingTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-app-record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the probe's swiper without a display under `environment`; returns it once ended.
    private func record(_ environment: [String: String]) throws -> (status: Int32, probe: ProbeProcess) {
        let probe = try ProbeProcess(["swiper", "Recorded swiper"], display: "", environment: environment)
        return (try probe.waitForExit(), probe)
    }

    private func scenario(_ text: String) throws -> String {
        let path = folder + "/swipe.scenario"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testAScenarioIsReplayedHeadlessItsShotsWrittenAndItsPathsPrinted() throws {
        let script = try scenario("shot first\ndrag 250 120 50 120 300\nsettle\nexpect swiper.index 1\nshot second\nelements tree\n")
        let out = folder + "/out"
        let (status, probe) = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": out])
        XCTAssertEqual(status, 0, probe.standardError)
        XCTAssertEqual(probe.lines(0..<probe.count), ["first.png", "second.png", "tree.json"].map { out + "/" + $0 })
        let first = try PNGFile.read(out + "/first.png"), second = try PNGFile.read(out + "/second.png")
        XCTAssertEqual(first.width, 360, "the program asks for 320x240; a recording is as large as its window, 360x360 at least")
        XCTAssertEqual(first.height, 360)
        XCTAssertEqual(first.pixel(x: 10, y: 10).r, 0xD0, "the first page")
        XCTAssertEqual(second.pixel(x: 10, y: 10).g, 0xA0, "the second page, after the swipe")
        let tree = try String(contentsOfFile: out + "/tree.json", encoding: .utf8)
        XCTAssertTrue(tree.contains("\"Recorded swiper\""), "the window is named after the title: \(tree.prefix(200))")
    }

    func testAFailedExpectExitsWith1NamingTheLine() throws {
        let script = try scenario("key Right\nsettle\nexpect swiper.index 2\n")
        let (status, probe) = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder + "/out"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(probe.standardError.hasPrefix("\(script):3: "), probe.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/out/failed-line-3.png"), "a picture of that moment")
    }

    func testARecordingDrawsDarkUnlessFlickThemeSaysLightAndNeverReadsTheSystem() throws {
        let dark = try scenario("expect appearance dark\n")
        for theme in [nil, "dark", "system"] {
            var environment = ["FLICK_RECORD": dark, "FLICK_RECORD_OUT": folder + "/out"]
            environment["FLICK_THEME"] = theme
            let r = try record(environment)
            XCTAssertEqual(r.status, 0, "\(theme ?? "unset"): \(r.probe.standardError)")
        }
        let light = try record(["FLICK_RECORD": try scenario("expect appearance light\n"), "FLICK_RECORD_OUT": folder + "/out",
                                "FLICK_THEME": "light"])
        XCTAssertEqual(light.status, 0, light.probe.standardError)
        let bad = try record(["FLICK_RECORD": dark, "FLICK_RECORD_OUT": folder + "/out", "FLICK_THEME": "blue"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.probe.standardError, "flick-app-probe: bad FLICK_THEME 'blue'; use system, light or dark\n")
    }

    func testBadInputExitsWith2SayingWhatIsWrong() throws {
        let missing = folder + "/missing.scenario"
        let absent = try record(["FLICK_RECORD": missing, "FLICK_RECORD_OUT": folder + "/out"])
        XCTAssertEqual(absent.status, 2)
        XCTAssertEqual(absent.probe.standardError,
                       "flick-app-probe: cannot read scenario file '\(missing)'; check the path given to FLICK_RECORD\n")

        // A named pipe would wait forever for a writer if opened.
        let fifo = folder + "/fifo.scenario"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let pipe = try record(["FLICK_RECORD": fifo, "FLICK_RECORD_OUT": folder + "/out"])
        XCTAssertEqual(pipe.status, 2)
        XCTAssertEqual(pipe.probe.standardError, "flick-app-probe: cannot read scenario file '\(fifo)': it is a named pipe (FIFO), "
            + "not a file; check the path given to FLICK_RECORD\n")
        let out = try record(["FLICK_RECORD": try scenario("settle\n"), "FLICK_RECORD_OUT": fifo])
        XCTAssertEqual(out.status, 2)
        XCTAssertTrue(out.probe.standardError.hasSuffix("it is a named pipe (FIFO), not a folder; choose a writable FLICK_RECORD_OUT\n"),
                      out.probe.standardError)

        let bad = try record(["FLICK_RECORD": try scenario("jump 3\n"), "FLICK_RECORD_OUT": folder + "/out"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.probe.standardError.hasPrefix(folder + "/swipe.scenario:1: "), bad.probe.standardError)

        let noOut = try record(["FLICK_RECORD": try scenario("settle\n")])
        XCTAssertEqual(noOut.status, 2)
        XCTAssertEqual(noOut.probe.standardError, "flick-app-probe: FLICK_RECORD is set but FLICK_RECORD_OUT is not; "
            + "set FLICK_RECORD_OUT=DIR, the folder the recording writes its shots to\n")

        try "a file".write(toFile: folder + "/taken", atomically: true, encoding: .utf8)
        let unwritable = try record(["FLICK_RECORD": try scenario("settle\n"), "FLICK_RECORD_OUT": folder + "/taken"])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.probe.standardError.hasSuffix("choose a writable FLICK_RECORD_OUT\n"), unwritable.probe.standardError)
    }

    func testMatchComparesWithTheGoldensOfFlickRecordGoldens() throws {
        let script = try scenario("match start\n")
        let goldens = folder + "/goldens"
        let none = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder + "/out"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.probe.standardError, "flick-app-probe: \(script):1: 'match' needs a folder of goldens; set FLICK_RECORD_GOLDENS=DIR\n")

        let made = try record(["FLICK_RECORD": try scenario("shot start\n"), "FLICK_RECORD_OUT": goldens])
        XCTAssertEqual(made.status, 0, made.probe.standardError)
        let matched = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens])
        XCTAssertEqual(matched.status, 0, matched.probe.standardError)
        let differs = try record(["FLICK_RECORD": try scenario("key Right\nsettle\nmatch start\n"), "FLICK_RECORD_OUT": folder + "/out",
                                  "FLICK_RECORD_GOLDENS": goldens])
        XCTAssertEqual(differs.status, 1)
        XCTAssertTrue(differs.probe.standardError.contains(":3: start differs in "), differs.probe.standardError)
    }

    func testTheGoldensAreWrittenAndLoosenedThroughTheEnvironmentAndTheMessagesNameTheVariables() throws {
        let script = try scenario("match start\n")
        let goldens = folder + "/goldens"
        let missing = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.probe.standardError, "\(script):1: no golden \(goldens)/start.png; record it with FLICK_RECORD_UPDATE_GOLDENS=1\n")

        let written = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens,
                                  "FLICK_RECORD_UPDATE_GOLDENS": "1"])
        XCTAssertEqual(written.status, 0, written.probe.standardError)
        XCTAssertEqual(written.probe.lines(0..<written.probe.count), [goldens + "/start.png"])
        XCTAssertEqual(try PNGFile.read(goldens + "/start.png").width, 360)

        // The next page differs from the first in every pixel of the 360x360 window.
        let other = try scenario("key Right\nsettle\nmatch start\n")
        let strict = try record(["FLICK_RECORD": other, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens,
                                 "FLICK_RECORD_MAX_DIFF_PIXELS": "100"])
        XCTAssertEqual(strict.status, 1, "100 pixels are too few to hide a page")
        let loose = try record(["FLICK_RECORD": other, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens,
                                "FLICK_RECORD_MAX_DIFF_PIXELS": "129600"])
        XCTAssertEqual(loose.status, 0, loose.probe.standardError)
        let tolerant = try record(["FLICK_RECORD": other, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens,
                                   "FLICK_RECORD_TOLERANCE": "255"])
        XCTAssertEqual(tolerant.status, 0, "every channel differs by at most 255: \(tolerant.probe.standardError)")

        let bad = try record(["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder + "/out", "FLICK_RECORD_GOLDENS": goldens,
                              "FLICK_RECORD_TOLERANCE": "lots"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.probe.standardError, "flick-app-probe: FLICK_RECORD_TOLERANCE must be a whole number from 0 to 255 (a channel difference), got 'lots'\n")
    }

    func testAPictureIsDecodedIntoTheFirstFrameThatShowsIt() throws {
        let png = try PictureFiles.halvesPNG(320, 240)
        let out = folder + "/out"
        // No wait and no settle: the recording waits for the decode, so the first frame has the picture.
        let probe = try ProbeProcess(["picture", png, "Recorded picture"], display: "",
                                     environment: ["FLICK_RECORD": try scenario("shot first\n"), "FLICK_RECORD_OUT": out])
        XCTAssertEqual(try probe.waitForExit(), 0, probe.standardError)
        let first = try PNGFile.read(out + "/first.png")
        XCTAssertEqual(first.pixel(x: 40, y: 120).r, 0xFF, "the red half, not a placeholder")
        XCTAssertEqual(first.pixel(x: 280, y: 120).b, 0xFF, "the blue half")
    }
}
