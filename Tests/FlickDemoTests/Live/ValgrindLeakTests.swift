import FlickTestSupport
import Foundation
import XCTest

/// `flick record` frees what it owns (issue 13, item 6): valgrind's memcheck finds no definitely
/// lost block and no memory error. Pango's fontsets and fontconfig patterns used to show up as
/// definitely lost; the recorder now releases the default font map when it is done. No
/// suppression file is needed.
final class ValgrindLeakTests: XCTestCase {
    private func check(_ demo: String, _ scenario: String) throws {
        let dir = PackagePaths.freshOutput("valgrind/\(demo)")
        let script = dir + "/s.scenario"
        try scenario.write(toFile: script, atomically: true, encoding: .utf8)
        let log = dir + "/memcheck.log"
        let r = try TimedProcess.run(try XvfbServer.which("valgrind"),
                                     ["--leak-check=full", "--show-leak-kinds=definite", "--errors-for-leak-kinds=definite",
                                      "--error-exitcode=99", "--num-callers=30", "--log-file=" + log,
                                      PackagePaths.flick, "record", "--demo", demo, "--script", script, "--out", dir],
                                     limit: 300)
        let report = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        XCTAssertFalse(r.timedOut, "\(demo): valgrind did not finish")
        XCTAssertEqual(r.status, 0, "\(demo): memcheck found errors or leaks; see \(log)\n\(report.suffix(3000))")
        XCTAssertTrue(report.contains("definitely lost: 0 bytes in 0 blocks") || report.contains("All heap blocks were freed"),
                      "\(demo): \(report.suffix(2000))")
    }

    func testRecordingTheShellWithItsDrawersLeaksNothing() throws {
        // The click picks the shown swiper in the demo list (its row, below the wrapped Carousel row).
        try check("shell", "key F9\nsettle\nclick 100 240\nsettle\nkey F10\nsettle\nshot a\nkey Escape\nsettle\nshot b\n")
    }

    func testRecordingTheSwiperAndTheMuseumLeaksNothing() throws {
        try check("swiper", "key Right\nsettle\nclick 500 300\nsettle\nshot a\n")
        try check("museum", "click 200 200\nsettle\nshot a\nkey Escape\nsettle\n")
    }
}
