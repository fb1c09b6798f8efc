import Foundation
import XCTest

/// Messages that name the problem (issue 13, item 5): negative values reach their own checks,
/// long or binary input is quoted short and escaped, CRLF scenarios record.
final class CommandLineMessagesTests: XCTestCase {
    func testNegativeValuesAreCheckedByTheirOptionNotReportedMissing() throws {
        let cases: [([String], String)] = [
            (["--size", "-5x10"], "bad size '-5x10'"),
            (["--fps", "-1"], "bad frame rate -1"),
            (["--scale", "-1"], "bad scale -1"),
            (["bench", "--pages", "-1"], "bad page count -1"),
            (["bench", "--frames", "-5"], "bad frame count -5"),
            (["record", "--script", "x", "--out", "y", "--size", "-1x1"], "bad size '-1x1'"),
        ]
        for (args, needle) in cases {
            let r = try ProcessResult.flick(args, environment: ["DISPLAY": ""])
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("flick: " + needle), "\(args): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("Missing value"), "\(args): \(r.stderr)")
        }
    }

    func testAHugeArgumentIsNotEchoedInFull() throws {
        let r = try ProcessResult.flick(["--fps", String(repeating: "9", count: 100_000)], environment: ["DISPLAY": ""])
        XCTAssertEqual(r.status, 2)
        XCTAssertLessThan(r.stderr.utf8.count, 2_000, r.stderr)
        XCTAssertTrue(r.stderr.contains("(100000 characters)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("--fps"), r.stderr)
    }

    func testACRLFScenarioRecordsAndAFileOfNULsIsQuotedShort() throws {
        let dir = PackagePaths.freshOutput("cli/messages")
        let crlf = dir + "/crlf.scenario"
        try "key Right\r\nsettle\r\nexpect swiper.index 1\r\nshot done\r\n".write(toFile: crlf, atomically: true, encoding: .utf8)
        let ok = try ProcessResult.flick(["record", "--script", crlf, "--demo", "swiper", "--out", dir])
        XCTAssertEqual(ok.status, 0, ok.stderr)

        let nuls = dir + "/nuls.scenario"
        try Data(count: 5000).write(to: URL(fileURLWithPath: nuls))
        let bad = try ProcessResult.flick(["record", "--script", nuls, "--out", dir])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix(nuls + ":1: unknown command '\\0\\0"), bad.stderr)
        XCTAssertFalse(bad.stderr.contains("\0"))
        XCTAssertLessThan(bad.stderr.utf8.count, 600, bad.stderr)
    }
}
