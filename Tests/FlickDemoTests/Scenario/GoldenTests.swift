@testable import FlickDemo
import FlickTracing
import Foundation
import XCTest

/// Scenarios under Tests/Goldens replayed by the real `flick record`, each shot compared with
/// its committed PNG: exactly for settled frames, with a small per-channel tolerance for shots
/// named `mid-*` (mid-animation). On a mismatch the actual and a diff PNG are written under
/// test-output/goldens and their paths printed. `make goldens` re-records after an intended change.
/// Every scenario is also recorded light (`--theme light`) and compared with Tests/Goldens/expected-light/.
final class GoldenTests: XCTestCase {
    static let midAnimationTolerance = 6

    private var updating: Bool { ProcessInfo.processInfo.environment["FLICK_UPDATE_GOLDENS"] == "1" }

    /// FLICK_GOLDEN_FILTER=carousel limits the run (and a re-record) to scenarios starting with it.
    private var filter: String { ProcessInfo.processInfo.environment["FLICK_GOLDEN_FILTER"] ?? "" }

    private func scenarios() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: PackagePaths.goldens)
            .filter { $0.hasSuffix(".scenario") && $0.hasPrefix(filter) }.sorted()
    }

    func testTheGoldenFolderHasScenarios() throws {
        XCTAssertGreaterThanOrEqual(try scenarios().count, filter.isEmpty ? 5 : 1)
    }

    func testEveryGoldenScenarioRendersItsCommittedScreenshots() throws {
        try checkEveryScenario(expected: "expected", output: "goldens", options: [])
    }

    /// The same scenarios drawn light (`--theme light`) against Tests/Goldens/expected-light/NAME/.
    func testEveryGoldenScenarioRendersItsCommittedLightScreenshots() throws {
        try checkEveryScenario(expected: "expected-light", output: "goldens-light", options: ["--theme", "light"])
    }

    /// Records every scenario with `options` into test-output/OUTPUT/NAME and compares each shot
    /// with Tests/Goldens/EXPECTED/NAME/ (or writes it there with FLICK_UPDATE_GOLDENS=1).
    private func checkEveryScenario(expected folder: String, output: String, options extra: [String]) throws {
        for file in try scenarios() {
            let name = String(file.dropLast(".scenario".count))
            let out = PackagePaths.freshOutput("\(output)/\(name)")
            let r = try ProcessResult.flick(["record", "--script", PackagePaths.goldens + "/" + file,
                                             "--demo", demo(for: name), "--out", out] + options(for: name) + extra)
            XCTAssertEqual(r.status, 0, "\(file): flick record failed: \(r.stderr)")
            let shots = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
            XCTAssertFalse(shots.isEmpty, "\(file) took no shots")
            let expectedDir = PackagePaths.goldens + "/" + folder + "/" + name
            for shot in shots {
                let actual = out + "/" + shot, expected = expectedDir + "/" + shot
                if updating {
                    try FileManager.default.createDirectory(atPath: expectedDir, withIntermediateDirectories: true)
                    try? FileManager.default.removeItem(atPath: expected)
                    try FileManager.default.copyItem(atPath: actual, toPath: expected)
                    continue
                }
                guard FileManager.default.fileExists(atPath: expected) else {
                    XCTFail("\(file): no golden \(expected); run 'make goldens' and review the new PNGs")
                    continue
                }
                let tolerance = shot.hasPrefix("mid-") ? GoldenTests.midAnimationTolerance : 0
                let diff = out + "/" + shot.replacingOccurrences(of: ".png", with: ".diff.png")
                let c = try ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance, diffPath: diff)
                XCTAssertTrue(c.matches, "\(file) shot \(shot): \(c.summary)\n  expected: \(expected)\n  actual:   \(actual)\n  diff:     \(diff)")
            }
        }
    }

    func testRecordingTheSameScenarioTwiceGivesIdenticalBytes() throws {
        let script = PackagePaths.goldens + "/swiper-next.scenario"
        let a = PackagePaths.freshOutput("determinism/a"), b = PackagePaths.freshOutput("determinism/b")
        for dir in [a, b] {
            let r = try ProcessResult.flick(["record", "--script", script, "--demo", "swiper", "--out", dir])
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        let shots = try FileManager.default.contentsOfDirectory(atPath: a).sorted()
        XCTAssertFalse(shots.isEmpty)
        for shot in shots {
            XCTAssertEqual(FileManager.default.contents(atPath: a + "/" + shot),
                           FileManager.default.contents(atPath: b + "/" + shot), shot)
        }
    }

    /// Scenarios named DEMO-hidpi… are recorded at scale 2 (`--scale 2`).
    private func options(for name: String) -> [String] { name.contains("-hidpi") ? ["--scale", "2"] : [] }

    /// Scenario files are named DEMO-WHAT.scenario.
    private func demo(for name: String) -> String { String(name.split(separator: "-").first ?? "swiper") }
}
