import FlickCore
@testable import FlickDemo
import FlickTracing
import XCTest

/// Every gesture that starts ends or is cancelled (issue 18 item 3): a finger pinch or pan whose
/// end something else takes (the shortcuts overlay, a tab switch, a ctrl+wheel pinch, a resize)
/// leaves nothing moving, so `settle` settles.
final class InterruptedGestureTests: XCTestCase {
    /// Replays `text` on `demo` at 1024x700 (the runner's `settle` throws when it never settles).
    private func replay(_ demo: DemoName, _ text: String) throws -> ScenarioRunner {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-interrupted").path
        let runner = ScenarioRunner(demo: demo, size: Size(1024, 700), fps: 60, outputDirectory: dir)
        try runner.run(try ScenarioParser.parse(text: text, file: "s.scenario"))
        return runner
    }

    func testACarouselPinchTheOverlayTakesTheEndOfSettles() throws {
        let runner = try replay(.carousel, """
        touch 1 down 500 300
        touch 2 down 600 300
        wait 16
        touch 2 move 650 300
        wait 16
        key question
        touch 1 up 500 300
        touch 2 up 650 300
        settle
        """)
        XCTAssertEqual(runner.app?.host.isAnimating(now: runner.now), false)
    }

    func testAMuseumPinchATabSwitchInterruptsSettles() throws {
        let runner = try replay(.museum, """
        touch 1 down 500 200
        touch 2 down 600 200
        wait 16
        touch 2 move 650 200
        wait 16
        key Right
        touch 1 up 500 200
        touch 2 up 650 200
        settle
        """)
        XCTAssertEqual(runner.app?.host.isAnimating(now: runner.now), false)
    }

    func testACarouselPageDragACtrlWheelPinchInterruptsSettles() throws {
        let runner = try replay(.carousel, """
        touch 1 down 500 300
        wait 16
        touch 1 move 500 250
        wait 16
        touch 1 move 500 200
        scroll 500 300 0 5 ctrl
        wait 16
        touch 1 move 500 150
        touch 1 up 500 150
        settle
        """)
        XCTAssertEqual(runner.app?.host.isAnimating(now: runner.now), false)
    }

    func testAMuseumPinchAResizeInterruptsSettles() throws {
        let runner = try replay(.museum, """
        touch 1 down 100 180
        touch 2 down 200 180
        wait 16
        touch 2 move 250 180
        wait 16
        size 300 200
        touch 1 up 100 180
        touch 2 up 250 180
        settle
        """)
        XCTAssertEqual(runner.app?.host.isAnimating(now: runner.now), false)
    }
}
