import FlickCore
@testable import FlickDemo
import FlickTracing
import Foundation
import XCTest

/// Issue 18's reproductions replayed as `flick record` replays them: input a user can give in
/// a few seconds must never leave the app working for minutes.
final class HostileScenarioTests: XCTestCase {
    /// Runs `text` on `demo` at `size`, as `record` does.
    @discardableResult
    private func record(_ demo: DemoName, _ text: String, size: Size = Size(640, 400)) throws -> ScenarioRunner {
        let dir = PackagePaths.freshOutput("hostile/\(demo.rawValue)")
        let runner = ScenarioRunner(demo: demo, size: size, fps: 60, outputDirectory: dir)
        try runner.run(try ScenarioParser.parse(text: text, file: "s.scenario"))
        return runner
    }

    /// Item 6: 50 quick ctrl+t kept the carousel animating past `settle`'s 10 s.
    func testFiftyQuickNewPagesSettle() throws {
        let added = String(repeating: "key ctrl+t\n", count: 50)
        let runner = try record(.carousel, "expect carousel.count 6\n" + added + "settle\nexpect carousel.count 56\nexpect carousel.presenting false\n")
        XCTAssertLessThan(runner.now, 3, "the adds rest within a few seconds of virtual time")
    }

    /// Item 4: holding ctrl+Left stacks covers up to the demo's limit, quickly.
    func testThousandsOfCoversStopAtTheLimitAndSettle() throws {
        let covers = String(repeating: "key ctrl+Left\n", count: 3_000)
        try record(.slides, covers + "settle\nexpect slides.depth \(SlidesDemo.maxCovers)\n")
    }
}
