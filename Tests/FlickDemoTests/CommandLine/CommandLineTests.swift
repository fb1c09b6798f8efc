@testable import FlickDemo
import FlickTracing
import Foundation
import XCTest

/// The real `flick` binary: exit codes and messages of docs/CONTRACTS.md §4.
final class CommandLineTests: XCTestCase {
    private func scenario(_ text: String) throws -> String {
        let dir = PackagePaths.freshOutput("cli/\(UUID().uuidString)")
        let path = dir + "/s.scenario"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testVersionAndHelpExitZero() throws {
        let v = try ProcessResult.flick(["--version"])
        XCTAssertEqual(v.status, 0)
        XCTAssertTrue(v.stdout.contains("0.1.0"), v.stdout)
        let h = try ProcessResult.flick(["--help"])
        XCTAssertEqual(h.status, 0)
        XCTAssertTrue(h.stdout.contains("--demo"), h.stdout)
        XCTAssertTrue(h.stdout.contains("record"), h.stdout)
    }

    func testWithoutADisplayTheAppSaysSoAndExitsTwo() throws {
        let r = try ProcessResult.flick([], environment: ["DISPLAY": ""])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("flick: no X display (DISPLAY is unset); run under X, or use 'flick record' to render headless"), r.stderr)
    }

    func testAnUnreachableDisplayIsAUsageErrorNamingIt() throws {
        let r = try ProcessResult.flick([], environment: ["DISPLAY": ":987"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains(":987"), r.stderr)
    }

    func testBadOptionsExitTwoWithAMessageNamingTheValidValues() throws {
        let cases: [([String], String)] = [
            (["--demo", "nope"], "choose one of: shell, carousel, swiper, deck, museum, slides"),
            (["--size", "big"], "WIDTHxHEIGHT"),
            (["--size", "0x100"], "WIDTHxHEIGHT"),
            (["--size", "200x150"], "below the minimum window size 320x240"),
            (["record", "--script", "x", "--out", "y", "--size", "200x150"], "below the minimum window size 320x240"),
            (["--fps", "0"], "--fps"),
            (["--fps", "fast"], "fps"),
            (["--scale", "9"], "--scale"),
            (["--bogus"], "--bogus"),
            (["bench", "--pages", "0"], "--pages"),
        ]
        for (args, needle) in cases {
            let r = try ProcessResult.flick(args, environment: ["DISPLAY": ""])
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("flick: "), "\(args): \(r.stderr)")
        }
    }

    func testAScenarioSyntaxErrorIsReportedAsFileLineAndExitsTwo() throws {
        let path = try scenario("wait 10\nclick 1\n")
        let r = try ProcessResult.flick(["record", "--script", path, "--out", PackagePaths.freshOutput("cli/syntax")])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("\(path):2: 'click' needs X and Y, or an element's name in double quotes; write it as: click AT [MODS]"), r.stderr)
    }

    func testAFailedExpectIsReportedWithExpectedAndGotAndExitsOne() throws {
        let path = try scenario("settle\nexpect swiper.index 0\nexpect swiper.item Birch\n")
        let r = try ProcessResult.flick(["record", "--script", path, "--demo", "swiper", "--out", PackagePaths.freshOutput("cli/expect")])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("\(path):3: expected swiper.item = Birch, got Aurora"), r.stderr)
    }

    func testAMissingScriptIsAUsageError() throws {
        let r = try ProcessResult.flick(["record", "--script", "/nonexistent.scenario", "--out", PackagePaths.freshOutput("cli/missing")])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("/nonexistent.scenario"), r.stderr)
    }

    func testTinyAndHugeWindowsRecordWithoutCrashing() throws {
        let path = try scenario("size 1 1\ndrag 0 0 1 0 50\nsettle\nshot tiny\nsize 4000 3000\nkey Right\nsettle\nexpect swiper.index 1\nshot huge\n")
        let out = PackagePaths.freshOutput("cli/sizes")
        let r = try ProcessResult.flick(["record", "--script", path, "--demo", "swiper", "--out", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/tiny.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/huge.png"))
    }

    func testTheDemoTourThatMakeRunRendersHeadlessRecordsEveryShot() throws {
        let out = PackagePaths.freshOutput("cli/tour")
        let r = try ProcessResult.flick(["record", "--demo", "shell", "--script",
                                         PackagePaths.root + "/Resources/scenarios/tour.scenario", "--out", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        let shots = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(shots.count, 13)
    }

    func testTheReadmePictureIsWhatItsScenarioRendersNow() throws {
        let out = PackagePaths.freshOutput("cli/screenshot")
        let r = try ProcessResult.flick(["record", "--script", PackagePaths.root + "/Resources/scenarios/screenshot.scenario",
                                         "--goldens", PackagePaths.root + "/docs", "--out", out])
        XCTAssertEqual(r.status, 0, "docs/screenshot.png is out of date; 'make screenshot' writes it anew: \(r.stderr)")
    }

    func testEveryShotOfTheTourIsCheckedByWhatItShouldShow() throws {
        let lines = try ScenarioParser.parse(file: PackagePaths.root + "/Resources/scenarios/tour.scenario")
        var checked = false
        for line in lines {
            switch line.command {
            case .expect, .expectVisible: checked = true
            case .shot(let name):
                // A mid-animation shot follows the checked state it leaves.
                XCTAssertTrue(checked || name.contains("-mid-") || name.contains("following"),
                              "\(line.location): shot \(name) has no expect since the last shot")
                checked = false
            default: break
            }
        }
    }

    func testBenchPrintsOneJSONObjectWithTheContractKeys() throws {
        let r = try ProcessResult.flick(["bench", "--demo", "swiper", "--size", "320x240", "--frames", "60", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stdout)
        let obj = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        XCTAssertEqual(obj?["demo"] as? String, "swiper")
        XCTAssertEqual(obj?["size"] as? String, "320x240")
        XCTAssertEqual(obj?["frames"] as? Int, 60)
        let ms = obj?["frame_ms"] as? [String: Any]
        for key in ["p50", "p99", "max"] { XCTAssertNotNil(ms?[key] as? Double, key) }
        for key in ["reference_ms", "ratio_p99", "rss_mb"] { XCTAssertNotNil(obj?[key] as? Double, key) }
    }
}
