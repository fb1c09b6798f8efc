@testable import FlickDemo
import Foundation
import XCTest

/// Every option that takes a path (`icon --out`, `record --script`, `record --out`) with seeded
/// random paths (issue 18 item 2): doubled slashes before non-ASCII names, dots, long and
/// hidden names, control characters, dangling links, files where folders should be, named pipes
/// and devices (`/dev/zero`, `/dev/null`). The real binary must exit 0, 1 or 2 (never a signal,
/// never a wait on the path: each run has a time limit) with a short, escaped message free of
/// Foundation's own text.
final class CommandLinePathFuzzTests: XCTestCase {
    /// Cases per option; the seed makes a failing case replayable.
    static let cases = 40
    static let seed: UInt64 = 0x18_02
    /// A run longer than this waited on a path (a named pipe's open), s.
    static let runLimitS = 20.0

    /// The paths, which trapped inside `NSString.pathExtension`.
    func testThePathsThatCrashedTheIconCommandAreRefusedWithExitTwo() throws {
        let dir = PackagePaths.freshOutput("cli/path-crashes")
        for path in ["x//中", "dir//é", "//😀"] {
            let r = try ProcessResult.flick(["icon", "--out", path], directory: dir)
            XCTAssertEqual(r.status, 2, "\(path): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("cannot tell the icon's format"), "\(path): \(r.stderr)")
        }
        for path in ["x//中.png", "é//😀.svg"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + path.split(separator: "/")[0],
                                                    withIntermediateDirectories: true)
            let r = try ProcessResult.flick(["icon", "--out", path], directory: dir)
            XCTAssertEqual(r.status, 0, "\(path): \(r.stderr)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/" + path), path)
        }
    }

    func testRandomPathsGiveAnExitCodeAndAPlainMessage() throws {
        let dir = PackagePaths.freshOutput("cli/path-fuzz")
        let script = dir + "/ok.scenario"
        try "size 320 240\nshot a\n".write(toFile: script, atomically: true, encoding: .utf8)
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        try? FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nowhere/x")
        XCTAssertEqual(mkfifo(dir + "/fifo", 0o600), 0)
        XCTAssertEqual(mkfifo(dir + "/fifo.png", 0o600), 0)
        var random = SeededRandom(seed: Self.seed)
        var outcomes: [Int32: Int] = [:]
        for i in 0..<Self.cases {
            let path = Self.randomPath(&random)
            // Devices only where nothing is written to them (an icon is renamed over its --out).
            let read = random.chance(0.15) ? random.pick(["/dev/zero", "/dev/null"]) : path
            let runs: [[String]] = [
                ["icon", "--out", path + random.pick([".png", ".svg", ".PNG", "", ".png/"])],
                ["record", "--script", read, "--out", dir + "/shots"],
                ["record", "--script", script, "--out", read, "--size", "320x240"],
            ]
            for args in runs {
                let r = try TimedProcess.run(PackagePaths.flick, args, directory: dir, limit: Self.runLimitS)
                let replay = "case \(i) \(args.map { $0.debugDescription })"
                XCTAssertFalse(r.timedOut, "\(replay): no end within \(Self.runLimitS) s (killed)")
                XCTAssertFalse(r.signaled, "\(replay): ended by signal \(r.status)")
                XCTAssertTrue([0, 1, 2].contains(r.status), "\(replay): exit \(r.status) \(r.stderr)")
                outcomes[r.status, default: 0] += 1
                XCTAssertLessThan(r.stderr.utf8.count, 1_000, replay)
                for bad in ["NSCocoaErrorDomain", "The operation could not", "Error Domain=", "The file “"] {
                    XCTAssertFalse(r.stderr.contains(bad), "\(replay): \(r.stderr)")
                }
                let controls = r.stderr.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
                XCTAssertTrue(controls.isEmpty, "\(replay): raw control characters in \(r.stderr.debugDescription)")
            }
        }
        // The fuzzer reaches both success and refusal.
        XCTAssertGreaterThan(outcomes[0, default: 0], 0, "\(outcomes)")
        XCTAssertGreaterThan(outcomes[2, default: 0], 0, "\(outcomes)")
    }

    /// A path of 1 to 4 components made of awkward pieces, relative to the test's folder.
    static func randomPath(_ random: inout SeededRandom) -> String {
        let pieces = ["x", "dir", "中", "é", "😀", "e\u{301}", ".", "...", " ", "-", "~", "a b", ".hidden",
                      "file", "dangling", "fifo", "fifo", "\u{1B}[2J", "\t", "\r", "\u{7F}", "name.png", "%s", "*", "\\",
                      String(repeating: "n", count: 255), String(repeating: "é", count: 200), "ok"]
        let separators = ["/", "//", "///", "/./"]
        // Inside the test's folder: "." before a leading slash, no "..".
        var path = random.chance(0.2) ? "." + random.pick(separators) : ""
        for k in 0..<(1 + random.below(4)) {
            if k > 0 { path += random.pick(separators) }
            path += random.pick(pieces)
            if random.chance(0.3) { path += random.pick(pieces) }
        }
        return path
    }
}
