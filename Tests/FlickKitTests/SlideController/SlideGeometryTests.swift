import FlickCore
@testable import FlickKit
import XCTest

/// Where scenes are during a replace, a cover and an uncover in each direction.
final class SlideGeometryTests: XCTestCase {
    private let size = Size(1000, 600)

    /// Where the incoming scene's origin is halfway through a slide in `d` (the outgoing one is opposite).
    private func halfway(_ d: SlideDirection) -> Point { Point(-d.vector.x * 500, -d.vector.y * 300) }

    func testAReplaceSlidesTheNewSceneInFromTheEdgeOppositeItsDirectionAndTheOldOneOut() {
        for d in SlideDirection.allCases {
            let h = SlideHarness(size: size)
            h.controller.replace(withSceneNamed: "B", direction: d, now: h.now)
            h.run(0.25)
            let incoming = halfway(d)
            XCTAssertEqual(h.frame("B")?.origin.x ?? .nan, incoming.x, accuracy: 1e-6, "\(d)")
            XCTAssertEqual(h.frame("B")?.origin.y ?? .nan, incoming.y, accuracy: 1e-6, "\(d)")
            XCTAssertEqual(h.frame("A")?.origin.x ?? .nan, -incoming.x, accuracy: 1e-6, "\(d)")
            XCTAssertEqual(h.frame("A")?.origin.y ?? .nan, -incoming.y, accuracy: 1e-6, "\(d)")
            XCTAssertEqual(h.frame("B")?.size, size)
        }
    }

    func testASlideFollowsTheEaseInOutCurveForHalfASecond() {
        let h = SlideHarness(size: size)
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(0.1)
        let expected = CubicBezier.easeInOut.value(at: 0.1 / Constants.slideDurationS)
        XCTAssertEqual(h.controller.progress(now: h.now) ?? .nan, expected, accuracy: 1e-6)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, 1000 * (1 - expected), accuracy: 1e-6)
        XCTAssertEqual(h.settle(), Constants.slideDurationS - 0.1, accuracy: 1.0 / 60 + 1e-9)
    }

    func testAfterAReplaceOnlyTheNewSceneRemainsAndTheOldOneIsGone() {
        let h = SlideHarness(size: size)
        h.controller.replace(withSceneNamed: "B", direction: .down, now: h.now)
        XCTAssertEqual(h.state["slides.current"], "B", "the state is the settled target from the start")
        XCTAssertEqual(h.controller.slideUnderWay?.kind, .replace)
        XCTAssertEqual(h.controller.slideUnderWay?.direction, .down)
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "B", frame: Rect(size: size))])
        XCTAssertEqual(h.controller.layers.map(\.name), ["B"])
        XCTAssertNil(h.controller.progress(now: h.now))
        XCTAssertNil(h.controller.slideUnderWay)
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
    }

    func testACoverSlidesOverTheCurrentSceneWhichStaysInPlace() {
        for d in SlideDirection.allCases {
            let h = SlideHarness(size: size)
            h.controller.cover(withSceneNamed: "C", direction: d, now: h.now)
            h.run(0.25)
            XCTAssertEqual(h.frame("A"), Rect(size: size), "\(d)")
            XCTAssertEqual(h.frame("C")?.origin.x ?? .nan, halfway(d).x, accuracy: 1e-6, "\(d)")
            XCTAssertEqual(h.frame("C")?.origin.y ?? .nan, halfway(d).y, accuracy: 1e-6, "\(d)")
            let top = h.placements().last
            XCTAssertEqual(top?.sceneName, "C")
            XCTAssertTrue(top?.castsShadow ?? false)
            XCTAssertEqual(top?.dimming ?? .nan, SlideOptions().coverDimming * 0.5, accuracy: 1e-6)
        }
    }

    func testAnUncoverSlidesTheCoverAwayInItsDirectionRevealingTheSceneUnderIt() {
        for d in SlideDirection.allCases {
            let h = SlideHarness(size: size)
            h.controller.cover(withSceneNamed: "C", direction: .up, animated: false, now: h.now)
            XCTAssertEqual(h.placements().map(\.sceneName), ["C"], "a settled cover hides what it covers")
            h.controller.uncover(direction: d, now: h.now)
            h.run(0.25)
            XCTAssertEqual(h.frame("A"), Rect(size: size), "\(d)")
            XCTAssertEqual(h.frame("C")?.origin.x ?? .nan, -halfway(d).x, accuracy: 1e-6, "\(d)")
            XCTAssertEqual(h.frame("C")?.origin.y ?? .nan, -halfway(d).y, accuracy: 1e-6, "\(d)")
            h.settle()
            XCTAssertEqual(h.placements().map(\.sceneName), ["A"])
        }
    }

    func testAResizeMidSlideKeepsTheSlidesProportions() {
        let h = SlideHarness(size: size)
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(0.25)
        h.controller.layout(size: Size(500, 400), now: h.now)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, 250, accuracy: 1e-6)
        XCTAssertEqual(h.frame("B")?.size, Size(500, 400))
    }

    func testWithoutAnimationTheSlideIsDoneAtOnce() {
        let h = SlideHarness(size: size)
        h.controller.replace(withSceneNamed: "B", direction: .left, animated: false, now: h.now)
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
        XCTAssertEqual(h.placements().map(\.sceneName), ["B"])
        XCTAssertEqual(h.controller.layers.count, 1)
    }

    func testTheSlideDurationAndCurveAreOptions() {
        var options = SlideOptions()
        options.durationS = 1
        options.curve = .linear
        let h = SlideHarness(size: size, options: options)
        h.controller.replace(withSceneNamed: "B", direction: .right, now: h.now)
        h.run(0.25)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, -750, accuracy: 1e-3)
    }
}
