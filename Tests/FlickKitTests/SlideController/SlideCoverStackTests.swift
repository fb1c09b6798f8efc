import FlickTestSupport
import FlickCore
@testable import FlickKit
import XCTest

/// Covers stack to any depth; uncovering pops them in order.
final class SlideCoverStackTests: XCTestCase {
    func testCoversStackToAnyDepthAndUncoverPopsThemInOrder() {
        let h = SlideHarness()
        for (i, name) in ["B", "C", "D", "E"].enumerated() {
            h.controller.cover(withSceneNamed: name, direction: SlideDirection.allCases[i], now: h.now)
            h.settle()
            XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": name, "slides.depth": "\(i + 1)"])
        }
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E"])
        for expected in ["D", "C", "B"] {
            XCTAssertTrue(h.controller.uncover(now: h.now))
            h.settle()
            XCTAssertEqual(h.state["slides.cover"], expected)
        }
        XCTAssertTrue(h.controller.uncover(now: h.now))
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "none", "slides.depth": "0"])
        XCTAssertEqual(h.placements().map(\.sceneName), ["A"])
    }

    func testUncoveringWithNoCoverDoesNothing() {
        let h = SlideHarness()
        XCTAssertFalse(h.controller.uncover(now: h.now))
        XCTAssertEqual(h.names, ["A"])
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
        XCTAssertTrue(h.changes.isEmpty)
    }

    func testByDefaultAnUncoverLeavesTheWayTheCoverCame() {
        let h = SlideHarness(size: Size(1000, 600))
        h.controller.cover(withSceneNamed: "B", direction: .up, now: h.now)
        h.settle()
        h.controller.uncover(now: h.now)
        h.run(0.25)
        XCTAssertEqual(h.frame("B")?.y ?? .nan, 300, accuracy: 1e-6, "it came up from the bottom and leaves down")
    }

    func testAReplaceWhileCoveredReplacesTheTopCoverAndKeepsTheRest() {
        let h = SlideHarness(size: Size(1000, 600))
        h.controller.cover(withSceneNamed: "B", direction: .left, animated: false, now: h.now)
        h.controller.cover(withSceneNamed: "C", direction: .left, animated: false, now: h.now)
        h.controller.replace(withSceneNamed: "F", direction: .right, now: h.now)
        XCTAssertEqual(h.names, ["A", "B", "F"])
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "F", "slides.depth": "2"])
        h.run(0.25)
        XCTAssertEqual(h.frame("C")?.x ?? .nan, 500, accuracy: 1e-6)
        XCTAssertEqual(h.frame("F")?.x ?? .nan, -500, accuracy: 1e-6)
        h.settle()
        h.controller.uncover(now: h.now)
        h.settle()
        XCTAssertEqual(h.names, ["A", "B"], "the replaced cover is gone for good")
    }

    func testASettledCoverStackDrawsOnlyTheTopScene() {
        let h = SlideHarness()
        for name in ["B", "C", "D"] { h.controller.cover(withSceneNamed: name, direction: .down, animated: false, now: h.now) }
        XCTAssertEqual(h.placements().map(\.sceneName), ["D"])
        XCTAssertEqual(SceneProbe.snapshots(h.controller.scene(now: h.now)).map(\.key), [SnapshotKey(h.controller.stack.top!)])
    }

    func testWhileACoverMovesTheSceneUnderItIsDrawnDimmedBelowItsShadow() {
        let h = SlideHarness()
        h.controller.cover(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(0.2)
        let scene = h.controller.scene(now: h.now)
        let snaps = SceneProbe.snapshots(scene)
        XCTAssertEqual(snaps.map(\.key), h.controller.stack.scenes.map { SnapshotKey($0) }, "keyed by the scenes A and B")
        XCTAssertEqual(h.names, ["A", "B"])
        XCTAssertNil(snaps[0].shadow)
        XCTAssertEqual(snaps[1].shadow, SlideOptions().coverShadow)
        guard case .group(let g) = scene else { return XCTFail("a group") }
        let veils = g.children.filter { if case .rect(_, .solid(let c), _) = $0 { return c.red == 0 && c.alpha > 0 && c.alpha < 1 }; return false }
        XCTAssertEqual(veils.count, 1, "one black veil between the covered scene and the cover")
    }

    func testCoveringAnEmptyControllerShowsTheSceneAsTheCurrentOne() {
        let h = SlideHarness(start: nil)
        XCTAssertEqual(h.state["slides.current"], "none")
        h.controller.cover(withSceneNamed: "B", direction: .up, now: h.now)
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "B", "slides.cover": "none", "slides.depth": "0"])
    }

    func testEveryStackChangeIsReportedOnce() {
        let h = SlideHarness()
        h.controller.cover(withSceneNamed: "B", direction: .up, now: h.now)
        h.controller.replace(withSceneNamed: "C", direction: .left, now: h.now)
        h.controller.uncover(now: h.now)
        h.settle()
        XCTAssertEqual(h.changes, [["A", "B"], ["A", "C"], ["A"]])
    }
}
