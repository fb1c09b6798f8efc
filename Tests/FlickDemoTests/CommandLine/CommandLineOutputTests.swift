import Foundation
import XCTest

/// Where output goes and what is said when it cannot (issue 18 item 10): plain sentences instead
/// of Foundation's text, an unwritable `--out` refused before the scenario runs, a full stdout
/// reported as such, held buttons named by a failed `settle`, user input echoed escaped.
final class CommandLineOutputTests: XCTestCase {
    private func scenario(_ text: String, in dir: String) throws -> String {
        let path = dir + "/s.scenario"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testAnUnwritableExistingOutFolderIsRefusedBeforeTheScenarioRuns() throws {
        let dir = PackagePaths.freshOutput("cli/unwritable")
        // An hour of virtual time and a shot: refused at once, not after the hour.
        let path = try scenario(String(repeating: "wait 600000\n", count: 6) + "shot a\n", in: dir)
        let started = Date()
        let r = try ProcessResult.flick(["record", "--script", path, "--out", "/proc/1", "--size", "320x240"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("flick: cannot write into the output folder '/proc/1': "), r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }

    func testFileProblemsArePlainSentences() throws {
        let dir = PackagePaths.freshOutput("cli/problems")
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        let long = String(repeating: "n", count: 300)
        let cases: [([String], String)] = [
            (["icon", "--out", dir + "/missing/icon.png"], "no such file or folder"),
            (["icon", "--out", dir + "/\(long).png"], "the name is too long"),
            (["icon", "--out", dir + "/file/icon.svg"], "a part of the path is not a folder"),
            (["record", "--script", dir + "/none.scenario", "--out", dir], "cannot read scenario file"),
            (["record", "--script", dir + "/file", "--out", dir + "/file/x"], "a part of the path is not a folder"),
        ]
        for (args, needle) in cases {
            let r = try ProcessResult.flick(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("NSCocoaErrorDomain") || r.stderr.contains("The operation could not"), r.stderr)
        }
    }

    func testAFullStandardOutputIsReportedAsFull() throws {
        let dir = PackagePaths.freshOutput("cli/devfull")
        let path = try scenario("size 320 240\nshot a\n", in: dir)
        let r = try ProcessResult.run("/bin/sh", ["-c", "exec \"$0\" record --script \"$1\" --out \"$2\" > /dev/full",
                                                  PackagePaths.flick, path, dir])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, "flick: cannot write to standard output: the disk is full\n")
        // The shot itself was written whole, under its own name.
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/a.png"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testAFailedSettleNamesTheButtonOrFingerStillDown() throws {
        let dir = PackagePaths.freshOutput("cli/held")
        let button = try scenario("down 500 300 3\nsettle\n", in: dir)
        let r = try ProcessResult.flick(["record", "--script", button, "--demo", "swiper", "--out", dir])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("\(button):2: button 3 is still down (pressed at \(button):1)"), r.stderr)
        let finger = try scenario("touch 2 down 500 300\nsettle\n", in: dir)
        let f = try ProcessResult.flick(["record", "--script", finger, "--demo", "swiper", "--out", dir])
        XCTAssertEqual(f.status, 1)
        XCTAssertTrue(f.stderr.hasPrefix("\(finger):2: finger 2 is still down (touched at \(finger):1)"), f.stderr)
    }

    func testUserInputInMessagesIsEscapedAndShort() throws {
        let clear = "\u{1B}[2J"
        let dir = PackagePaths.freshOutput("cli/escaped")
        let expect = try scenario("expect demo \(clear)\(String(repeating: "x", count: 500))\n", in: dir)
        let runs: [([String], [String: String])] = [
            (["record", "--script", expect, "--demo", "swiper", "--out", dir], [:]),
            ([], ["DISPLAY": clear + ":99"]),
            (["--demo", "swiper"], ["FLICK_SCALE": clear + String(repeating: "9", count: 500), "DISPLAY": ":99"]),
        ]
        for (args, environment) in runs {
            let r = try ProcessResult.flick(args, environment: environment)
            XCTAssertNotEqual(r.status, 0, r.stderr)
            XCTAssertFalse(r.stderr.contains("\u{1B}"), "\(args) \(environment): \(r.stderr.debugDescription)")
            XCTAssertTrue(r.stderr.contains("\\u{1B}[2J"), "\(args) \(environment): \(r.stderr)")
            XCTAssertLessThan(r.stderr.utf8.count, 600, r.stderr)
        }
    }
}
