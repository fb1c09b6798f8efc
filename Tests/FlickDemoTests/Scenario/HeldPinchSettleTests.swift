import FlickCore
@testable import FlickDemo
@testable import FlickKit
import FlickTracing
import XCTest

/// A ctrl+wheel pinch in progress counts as motion (issue 22 item 12): `settle` waits until the
/// pinch has ended (no step for `Constants.pinchEndGapS`) and its picture has sprung back, so a
/// shot after it never catches a zoomed tile.
final class HeldPinchSettleTests: XCTestCase {
    private func runner(_ text: String) throws -> ScenarioRunner {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-held-pinch").path
        let runner = ScenarioRunner(demo: .museum, size: Size(1024, 700), fps: 60, outputDirectory: dir)
        try runner.run(try ScenarioParser.parse(text: text, file: "s.scenario"))
        return runner
    }

    private func grid(_ runner: ScenarioRunner) throws -> PagedGrid {
        try XCTUnwrap(runner.app?.host.root as? Museum).activeBrowser.grid
    }

    func testAHeldCtrlWheelPinchOnATileIsMotion() throws {
        let r = try runner("settle\n")
        let g = try grid(r)
        let tile = try XCTUnwrap(g.pictureFrame(ofItem: 0, now: r.now)).center
        try r.run(try ScenarioParser.parse(text: "scroll \(Int(tile.x)) \(Int(tile.y)) 0 -1 ctrl\n", file: "s.scenario"))
        XCTAssertNotNil(g.pinch, "the notch began a pinch on the tile")
        XCTAssertTrue(r.app?.host.isAnimating(now: r.now) == true, "a held pinch is not at rest")
        let pinched = r.now
        try r.run(try ScenarioParser.parse(text: "settle\n", file: "s.scenario"))
        XCTAssertGreaterThanOrEqual(r.now - pinched, Constants.pinchEndGapS, "settle waited for the pinch to end")
        XCTAssertNil(g.pinch)
        XCTAssertEqual(g.pictureZoom(now: r.now), 1, "the tile sprang back before settle returned")
        XCTAssertEqual(r.app?.host.isAnimating(now: r.now), false)
    }
}
