@testable import FlickDemo
import FlickTracing
import Foundation
import XCTest

/// Random valid scenarios against every demo through the real `flick record` (issue 13, item 7):
/// seeded and deterministic, values at the ends of their ranges, each run under a time limit. No
/// crash, no hang, every `settle` ends. A failing run leaves its scenario in test-output to replay.
final class ScenarioFuzzTests: XCTestCase {
    static let runsPerDemo = 6
    static let commandsPerRun = 100
    /// A run longer than this is a hang (debug build, 2 shared cores), seconds.
    static let runLimitS = 90.0

    func testRandomValidScenariosNeverCrashHangOrFailToSettleInAnyDemo() throws {
        var commands = 0
        var failures: [String] = []
        for (d, demo) in DemoName.allCases.enumerated() {
            for run in 0..<Self.runsPerDemo {
                let seed = UInt64(0xF11C_0000 + d * 1000 + run)
                var fuzzer = ScenarioFuzzer(seed: seed)
                let lines = fuzzer.scenario(commands: Self.commandsPerRun)
                commands += lines.count
                let dir = PackagePaths.freshOutput("fuzz/\(demo.rawValue)-\(run)")
                let script = dir + "/fuzz.scenario"
                try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
                let started = Date()
                let r = try TimedProcess.run(PackagePaths.flick, ["record", "--demo", demo.rawValue, "--script", script,
                                                                  "--out", dir], limit: Self.runLimitS)
                let seconds = Date().timeIntervalSince(started)
                if r.timedOut {
                    failures.append("\(demo.rawValue) seed \(seed): no end within \(Self.runLimitS) s (killed); replay \(script)")
                } else if r.signaled {
                    failures.append("\(demo.rawValue) seed \(seed): crashed with signal \(r.status); replay \(script)\n\(r.stderr.suffix(600))")
                } else if r.status != 0 {
                    failures.append("\(demo.rawValue) seed \(seed): exit \(r.status) after \(Int(seconds)) s: \(r.stderr.prefix(400)); replay \(script)")
                } else {
                    try? FileManager.default.removeItem(atPath: dir)
                }
            }
        }
        print("fuzz: \(commands) commands in \(DemoName.allCases.count * Self.runsPerDemo) runs, \(failures.count) failed")
        XCTAssertGreaterThanOrEqual(commands, 3000)
        XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// Fuzzed scenarios handed over as what is not a scenario file: a named pipe (its open would
    /// wait for a writer), `/dev/zero` (endless), `/dev/null` (empty) and a folder, and a fuzzed
    /// scenario whose goldens folder is a named pipe. Every demo refuses each with exit 2 at once.
    func testNamedPipesDevicesAndFoldersInPlaceOfAScenarioAreRefusedWithExitTwoInAnyDemo() throws {
        let dir = PackagePaths.freshOutput("fuzz/special-files")
        XCTAssertEqual(mkfifo(dir + "/fuzz.scenario", 0o600), 0)
        XCTAssertEqual(mkfifo(dir + "/goldens", 0o600), 0)
        try FileManager.default.createDirectory(atPath: dir + "/folder.scenario", withIntermediateDirectories: true)
        var failures: [String] = []
        for (d, demo) in DemoName.allCases.enumerated() {
            var fuzzer = ScenarioFuzzer(seed: UInt64(0xF1F0_0000 + d))
            let script = dir + "/\(demo.rawValue).scenario"
            try (fuzzer.scenario(commands: 20).joined(separator: "\n") + "\nmatch end\n").write(toFile: script, atomically: true, encoding: .utf8)
            let runs: [([String], String)] = [
                (["--script", dir + "/fuzz.scenario"], "it is a named pipe (FIFO), not a file"),
                (["--script", "/dev/zero"], "it is a device, not a file"),
                (["--script", "/dev/null"], "it is a device, not a file"),
                (["--script", dir + "/folder.scenario"], "it is a folder, not a file"),
                (["--script", script, "--goldens", dir + "/goldens"], "it is a named pipe (FIFO), not a folder"),
            ]
            for (arguments, reason) in runs {
                let r = try TimedProcess.run(PackagePaths.flick, ["record", "--demo", demo.rawValue, "--out", dir + "/out"] + arguments,
                                             limit: Self.runLimitS)
                let replay = "\(demo.rawValue) \(arguments)"
                if r.timedOut {
                    failures.append("\(replay): no end within \(Self.runLimitS) s (killed)")
                } else if r.status != 2 || r.signaled || !r.stderr.contains(reason) {
                    failures.append("\(replay): exit \(r.status), \(r.stderr.prefix(300))")
                }
            }
        }
        XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
    }

    func testTheFuzzerIsDeterministicAndStaysInsideTheParsersRanges() throws {
        var a = ScenarioFuzzer(seed: 7), b = ScenarioFuzzer(seed: 7)
        let first = a.scenario(commands: 2000), second = b.scenario(commands: 2000)
        XCTAssertEqual(first, second)
        XCTAssertNoThrow(try ScenarioParser.parse(text: first.joined(separator: "\n"), file: "fuzz"))
    }
}
