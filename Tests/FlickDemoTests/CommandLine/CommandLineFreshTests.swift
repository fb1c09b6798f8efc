import Foundation
import XCTest

/// `--fresh` (issue 12 §3) is an option of the default command, in its usage line and help.
final class CommandLineFreshTests: XCTestCase {
    func testHelpListsFresh() throws {
        let help = try ProcessResult.flick(["--help"]).stdout
        XCTAssertTrue(help.contains("flick [--demo NAME] [--size WxH] [--fps N] [--trace] [--scale S] [--fresh]"), help)
        let line = help.split(separator: "\n").first { $0.hasPrefix("  --fresh ") }
        XCTAssertTrue(line?.contains("default settings and session") ?? false, help)
        let run = try ProcessResult.flick(["run", "--help"]).stdout
        XCTAssertTrue(run.contains("--fresh"), run)
    }

    func testFreshIsAFlagNotAValue() throws {
        let dirs = StateDirs.empty()
        defer { dirs.remove() }
        let r = try ProcessResult.flick(["--fresh=yes"], environment: dirs.environment)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("See 'flick --help'"), r.stderr)
        XCTAssertEqual(dirs.files(), [])
    }
}
