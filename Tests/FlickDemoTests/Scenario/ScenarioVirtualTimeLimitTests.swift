import FlickCore
@testable import FlickDemo
import FlickTracing
import Foundation
import XCTest

/// The total virtual time of a scenario is capped (issue 18 item 11).
final class ScenarioVirtualTimeLimitTests: XCTestCase {
    func testDurationsAddingUpPastTheLimitAreASyntaxErrorAtTheirLine() {
        let text = String(repeating: "wait 600000\n", count: 6) + "wait 1\n"
        XCTAssertNoThrow(try ScenarioParser.parse(text: String(repeating: "wait 600000\n", count: 6), file: "ok"))
        XCTAssertThrowsError(try ScenarioParser.parse(text: text, file: "long")) { error in
            let e = error as? FlickError
            XCTAssertEqual(e?.exitCode, 2)
            XCTAssertTrue(e?.message.hasPrefix("long:7: the scenario's durations add up to more than 60 minutes") == true,
                          e?.message ?? "")
        }
    }

    func testSettlesThatTakeARunPastTheLimitStopIt() throws {
        let dir = PackagePaths.freshOutput("hostile/limit")
        let runner = ScenarioRunner(demo: .swiper, size: Size(320, 240), fps: 10, outputDirectory: dir)
        // 59 min 59.9 s of waits, then a press the settle waits out for 10 s: nothing runs after.
        let text = String(repeating: "wait 600000\n", count: 5) + "wait 599900\ndown 10 10\nsettle\n"
        XCTAssertThrowsError(try runner.run(try ScenarioParser.parse(text: text, file: "s"))) { error in
            XCTAssertEqual((error as? FlickError)?.exitCode, 1)
        }
        let after = try ScenarioParser.parse(text: "up 10 10\n", file: "t")
        XCTAssertThrowsError(try runner.run(after)) { error in
            XCTAssertTrue((error as? FlickError)?.message.hasPrefix("t:1: the scenario would run past 60 minutes") == true,
                          "\(error)")
        }
    }
}
