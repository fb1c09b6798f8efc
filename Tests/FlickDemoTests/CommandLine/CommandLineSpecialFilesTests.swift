@testable import FlickDemo
import Foundation
import XCTest

/// Paths a user names that are not what the option takes: a named pipe (which would wait
/// forever for its writer if opened), devices (`/dev/zero` never ends, `/dev/null` is empty) and
/// folders. Each exits 2 naming the path and what it is, without opening it in a way that waits
/// (each run has a time limit, so a wait fails the test instead of stalling it).
final class CommandLineSpecialFilesTests: XCTestCase {
    /// A run longer than this waited on the path, s (a debug build starts in a fraction of it).
    static let limitS = 10.0

    private var dir = ""

    override func setUpWithError() throws {
        dir = PackagePaths.freshOutput("cli/special-files")
        XCTAssertEqual(mkfifo(dir + "/fifo", 0o600), 0)
        XCTAssertEqual(mkfifo(dir + "/fifo.png", 0o600), 0)
        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: true)
        try "size 320 240\nshot a\n".write(toFile: dir + "/ok.scenario", atomically: true, encoding: .utf8)
    }

    private func flick(_ arguments: [String]) throws -> TimedProcess {
        let r = try TimedProcess.run(PackagePaths.flick, arguments, directory: dir, limit: Self.limitS)
        XCTAssertFalse(r.timedOut, "\(arguments) waited on the path: killed after \(Self.limitS) s")
        return r
    }

    func testAScriptThatIsAPipeADeviceOrAFolderExitsTwoNamingIt() throws {
        let cases = [("fifo", "a named pipe (FIFO)"), ("/dev/zero", "a device"), ("/dev/null", "a device"), ("folder", "a folder")]
        for (path, kind) in cases {
            let r = try flick(["record", "--script", path, "--out", "shots"])
            XCTAssertEqual(r.status, 2, "\(path): \(r.stderr)")
            XCTAssertEqual(r.stderr, "flick: cannot read scenario file '\(path)': it is \(kind), not a file; check the path given to --script\n")
        }
    }

    func testAGoldensFolderOrAnOutputFolderThatIsAPipeOrADeviceExitsTwoNamingIt() throws {
        for (path, kind) in [("fifo", "a named pipe (FIFO)"), ("/dev/null", "a device"), ("ok.scenario", "a file")] {
            let goldens = try flick(["record", "--script", "ok.scenario", "--out", "shots", "--goldens", path])
            XCTAssertEqual(goldens.status, 2, "\(path): \(goldens.stderr)")
            XCTAssertEqual(goldens.stderr, "flick: cannot use '\(path)' as the goldens folder: it is \(kind), not a folder; "
                + "run flick record with --goldens DIR\n")
            let out = try flick(["record", "--script", "ok.scenario", "--out", path])
            XCTAssertEqual(out.status, 2, "\(path): \(out.stderr)")
            XCTAssertEqual(out.stderr, "flick: cannot write into the output folder '\(path)': it is \(kind), not a folder; "
                + "choose a writable --out\n")
        }
    }

    func testAnOutputFileThatIsAPipeIsLeftAsItIsWithExitTwo() throws {
        let r = try flick(["icon", "--out", "fifo.png"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "flick: cannot write the icon to 'fifo.png': it is a named pipe (FIFO), not a file; choose a writable --out\n")
        var info = stat()
        XCTAssertEqual(lstat(dir + "/fifo.png", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe is not replaced")
    }

    func testAGoldenThatIsAPipeFailsItsMatchWithoutBeingRead() throws {
        try FileManager.default.createDirectory(atPath: dir + "/goldens", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir + "/goldens/start.png", 0o600), 0)
        try "match start\n".write(toFile: dir + "/match.scenario", atomically: true, encoding: .utf8)
        let r = try flick(["record", "--script", "match.scenario", "--out", "shots", "--goldens", "goldens", "--size", "320x240"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, "match.scenario:1: cannot read the golden goldens/start.png: it is a named pipe (FIFO), not a file; "
            + "remove it and record it again with --update-goldens\n")
    }
}
