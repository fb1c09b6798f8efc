@testable import FlickDemo
import FlickTestSupport
import Foundation
import XCTest

/// `flick record` frees what it owns, for every demo: valgrind's memcheck finds no definitely
/// lost byte and no memory error. The recorder releases Pango's default font map when it is done
/// (its fontsets and fontconfig patterns would otherwise count as definitely lost), so no
/// suppression file is needed.
final class ValgrindLeakTests: XCTestCase {
    /// What each demo's run does: enough to build its graph and draw it (a demo's graph leaks
    /// whole when it holds itself, whatever the scenario).
    private static let scenarios: [DemoName: String] = [
        // The click picks the shown swiper in the demo list (its row, below the wrapped Carousel row).
        .shell: "key F9\nsettle\nclick 100 240\nsettle\nkey F10\nsettle\nshot a\nkey Escape\nsettle\nshot b\n",
        .swiper: "key Right\nsettle\nclick 500 300\nsettle\nshot a\n",
        .museum: "click 200 200\nsettle\nshot a\nkey Escape\nsettle\n",
        .carousel: "key Right\nsettle\nshot a\n",
        .slides: "key ctrl+Left\nsettle\nshot a\n",
        .deck: "key F10\nsettle\nshot a\nkey Escape\nsettle\n",
    ]

    /// The bytes memcheck's summary calls definitely lost (0 when every block was freed), or nil
    /// when the report has no summary.
    static func definitelyLostBytes(in report: String) -> Int? {
        if report.contains("All heap blocks were freed") { return 0 }
        guard let line = report.split(separator: "\n").first(where: { $0.contains("definitely lost:") }),
              let figure = line.split(separator: ":").last?.split(separator: " ").first else { return nil }
        return Int(figure.replacingOccurrences(of: ",", with: ""))
    }

    private func check(_ demo: DemoName) throws {
        let scenario = try XCTUnwrap(Self.scenarios[demo], "a scenario for \(demo)")
        let dir = PackagePaths.freshOutput("valgrind/\(demo.rawValue)")
        let script = dir + "/s.scenario"
        try scenario.write(toFile: script, atomically: true, encoding: .utf8)
        let log = dir + "/memcheck.log"
        let r = try TimedProcess.run(try XvfbServer.which("valgrind"),
                                     ["--leak-check=full", "--show-leak-kinds=definite", "--errors-for-leak-kinds=definite",
                                      "--error-exitcode=99", "--num-callers=30", "--log-file=" + log,
                                      PackagePaths.flick, "record", "--demo", demo.rawValue, "--script", script, "--out", dir],
                                     limit: 300)
        let report = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        XCTAssertFalse(r.timedOut, "\(demo): valgrind did not finish")
        XCTAssertEqual(r.status, 0, "\(demo): memcheck found errors or leaks; see \(log)\n\(report.suffix(3000))")
        XCTAssertEqual(Self.definitelyLostBytes(in: report), 0, "\(demo): definitely lost bytes; see \(log)\n\(report.suffix(2000))")
    }

    func testEveryDemoHasAScenario() {
        XCTAssertEqual(Set(Self.scenarios.keys), Set(DemoName.allCases))
    }

    func testTheSummaryIsRead() {
        XCTAssertEqual(Self.definitelyLostBytes(in: "==1==    definitely lost: 118,774 bytes in 1 blocks\n"), 118_774)
        XCTAssertEqual(Self.definitelyLostBytes(in: "==1==    definitely lost: 0 bytes in 0 blocks\n"), 0)
        XCTAssertEqual(Self.definitelyLostBytes(in: "==1== All heap blocks were freed -- no leaks are possible\n"), 0)
        XCTAssertNil(Self.definitelyLostBytes(in: "valgrind: cannot start\n"))
    }

    func testRecordingTheShellWithItsDrawersLeaksNothing() throws { try check(.shell) }

    func testRecordingTheSwiperAndTheMuseumLeaksNothing() throws {
        try check(.swiper)
        try check(.museum)
    }

    func testRecordingTheCarouselAndTheSlidesLeaksNothing() throws {
        try check(.carousel)
        try check(.slides)
    }

    func testRecordingTheDeckLeaksNothing() throws { try check(.deck) }
}
