@testable import FlickDemo
import Foundation
import XCTest

/// `--theme`: `record` and `bench` draw light or dark (default dark, the system never read), bad
/// values exit 2 naming the values, and the recorded state says which appearance is drawn.
final class CommandLineThemeTests: XCTestCase {
    private func record(_ scenario: String, _ extra: [String], name: String) throws -> ProcessResult {
        let dir = PackagePaths.freshOutput("theme/\(name)")
        try scenario.write(toFile: dir + "/s.scenario", atomically: true, encoding: .utf8)
        return try ProcessResult.flick(["record", "--script", dir + "/s.scenario", "--out", dir] + extra)
    }

    func testRecordDrawsDarkByDefaultAndLightWhenAsked() throws {
        let dark = try record("expect appearance dark\n", [], name: "default")
        XCTAssertEqual(dark.status, 0, dark.stderr)
        let light = try record("expect appearance light\n", ["--theme", "light"], name: "light")
        XCTAssertEqual(light.status, 0, light.stderr)
        let wrong = try record("expect appearance dark\n", ["--theme", "light"], name: "wrong")
        XCTAssertEqual(wrong.status, 1, "the expect can fail")
    }

    func testRecordNeverReadsTheSystemSoItsThemeIsLightOrDark() throws {
        let r = try record("wait 0\n", ["--theme", "system"], name: "system")
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("bad --theme 'system'; use light or dark"), r.stderr)
    }

    func testBadThemesExitTwoNamingTheValues() throws {
        let run = try ProcessResult.flick(["--theme", "blue"], environment: ["DISPLAY": ""])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("bad --theme 'blue'; use system, light or dark"), run.stderr)
        let bench = try ProcessResult.flick(["bench", "--theme", "sepia", "--frames", "10"])
        XCTAssertEqual(bench.status, 2)
        XCTAssertTrue(bench.stderr.contains("use light or dark"), bench.stderr)
    }

    func testBenchRunsInEitherTheme() throws {
        for theme in ["light", "dark"] {
            let r = try ProcessResult.flick(["bench", "--theme", theme, "--frames", "10", "--size", "320x240", "--json"])
            XCTAssertEqual(r.status, 0, r.stderr)
        }
    }
}
