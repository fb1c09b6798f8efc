@testable import FlickTracing
import FlickApp
import FlickCairo
import FlickCore
@testable import FlickDemo
import FlickKit
import Foundation
import XCTest

/// The trace a test pairs with its input: numbered gestures, `settled` naming the last one, the
/// scale in `ready`, keys named as sent; and `settled`/`settle` waiting for tooltips and overlays.
final class TraceContractTests: XCTestCase {
    private func lines(_ body: (Trace) -> Void) -> [[String: Any]] {
        var out: [String] = []
        body(Trace { out.append($0) })
        return out.map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    func testGesturesAreNumberedAndSettledNamesTheLastOne() {
        let l = lines { t in
            t.settled(now: 0)
            t.gesture(.key(KeyCombo("Right")), now: 0.1)
            t.gesture(.tap(Point(1, 2), count: 1, button: 1, modifiers: []), now: 0.2)
            t.settled(now: 0.3)
        }
        XCTAssertEqual(l.map { $0["seq"] as? Int }, [0, 1, 2, 2])
    }

    func testReadySaysTheScale() {
        let l = lines { $0.ready(now: 0, window: 0x1e00002, size: Size(2048, 1400), scale: 2) }
        XCTAssertEqual(l.first?["scale"] as? Double, 2)
        XCTAssertEqual(l.first?["width"] as? Int, 2048)
    }

    func testKeysAreTracedAsSent() {
        XCTAssertEqual(Trace.sentName(KeyCombo("Next")), "Page_Down")
        XCTAssertEqual(Trace.sentName(KeyCombo("Prior", modifiers: .control)), "ctrl+Page_Up")
        XCTAssertEqual(Trace.sentName(KeyCombo("question", modifiers: .shift)), "question")
        XCTAssertEqual(Trace.sentName(KeyCombo("question", modifiers: [.control, .shift])), "ctrl+question")
        XCTAssertEqual(Trace.sentName(KeyCombo("t", modifiers: [.control, .shift])), "ctrl+shift+t", "a letter keeps its shift")
        XCTAssertEqual(Trace.sentName(KeyCombo("Tab", modifiers: .shift)), "shift+Tab")
    }

    func testSettleWaitsForATooltipToShow() throws {
        let runner = ScenarioRunner(demo: .shell, size: Size(1024, 700), fps: 60, outputDirectory: PackagePaths.freshOutput("trace-tooltip"))
        try runner.run(try ScenarioParser.parse(text: "move button \"Settings\"\nsettle", file: "s"))
        XCTAssertEqual(runner.app?.host.shownTooltip?.text, "Settings (F10)", "settle returned once the tooltip showed")
    }

    func testAFrameDrawnWhileATooltipWaitsIsNotAtRestButDrawsNoMoreFrames() throws {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        let buffer = OffscreenBuffer(width: 1024, height: 700)
        let settings = try XCTUnwrap(app.host.semanticsTree(now: 0).locate("Settings", role: .button))
        app.handle(.pointerMove(PointerInput(location: settings.frame.center, button: 0, modifiers: [], time: 0)), now: 0)
        app.advance(to: 0)
        app.render(into: buffer.buffer, now: 0)
        XCTAssertFalse(app.didPresentFrame(now: 0), "a tooltip waits: not settled")
        XCTAssertFalse(app.needsDisplay(now: 0.1), "nothing to draw until the tooltip's deadline")
        let deadline = try XCTUnwrap(app.nextDeadline(now: 0.1))
        app.advance(to: deadline)
        XCTAssertTrue(app.needsDisplay(now: deadline))
        app.render(into: buffer.buffer, now: deadline)
        XCTAssertTrue(app.didPresentFrame(now: deadline), "the frame with the tooltip is at rest")
    }

    func testAnOverlayThatMovesKeepsTheHostFromRest() {
        let host = ComponentHost(DrawnView { _ in .empty }, size: Size(100, 100), now: 0)
        var moving = true
        host.overlayIsAnimating = { _ in moving }
        let buffer = OffscreenBuffer(width: 100, height: 100)
        host.render(into: buffer.buffer, now: 0)
        XCTAssertTrue(host.isAnimating(now: 0))
        XCTAssertFalse(host.didPresentFrame(now: 0))
        moving = false
        host.render(into: buffer.buffer, now: 1)
        XCTAssertTrue(host.didPresentFrame(now: 1))
    }
}
