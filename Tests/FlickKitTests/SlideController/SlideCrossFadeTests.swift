import FlickCore
@testable import FlickKit
import XCTest

/// The cross-fade style (reduced motion): same slides and timing, drawn as opacity in place, the
/// scene left fading out before the scene brought fades in (never both at once).
final class SlideCrossFadeTests: XCTestCase {
    private let size = Size(1000, 600)
    private var fading: SlideOptions { var o = SlideOptions(); o.style = .crossFade; return o }

    /// The scenes drawn with some opacity now.
    private func shown(_ h: SlideHarness) -> [String] { h.placements().filter { $0.opacity > 0 }.map(\.sceneName) }

    func testAReplaceFadesTheOldSceneOutThenTheNewOneInInPlace() throws {
        let h = SlideHarness(size: size, options: fading)
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        var seen: [[String]] = []
        while h.controller.isSliding(now: h.now) {
            h.run(1.0 / 60)
            seen.append(shown(h))
            XCTAssertLessThanOrEqual(shown(h).count, 1, "never both at once: \(h.placements())")
            XCTAssertTrue(h.placements().allSatisfy { $0.frame == Rect(size: size) }, "in place")
        }
        XCTAssertEqual(seen.reduce(into: [[String]]()) { if $0.last != $1 { $0.append($1) } }, [["A"], ["B"]],
                       "A fades out to the background, then B fades in")
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "B", frame: Rect(size: size))])
    }

    func testACoverFadesInAndAnUncoverFadesOutWithoutShadowOrVeilNeverOverTheSceneUnder() {
        let h = SlideHarness(size: size, options: fading)
        h.controller.cover(withSceneNamed: "B", direction: .up, now: h.now)
        h.run(0.125)
        XCTAssertEqual(shown(h), ["A"], "the scene under fades out first")
        XCTAssertLessThan(h.placements().first { $0.sceneName == "A" }?.opacity ?? 1, 1, "fading out")
        h.run(0.25)
        XCTAssertEqual(shown(h), ["B"], "then the cover fades in")
        XCTAssertTrue(h.placements().allSatisfy { $0.dimming == 0 && !$0.castsShadow })
        h.settle()
        h.controller.uncover(now: h.now)
        h.run(0.1)
        XCTAssertEqual(shown(h), ["B"])
        XCTAssertLessThan(h.placements().last?.opacity ?? 1, 1)
        XCTAssertEqual(h.placements().last?.frame, Rect(size: size))
        h.settle()
        XCTAssertEqual(shown(h), ["A"])
    }

    func testADragFadesWithThePointer() {
        let h = SlideHarness(size: size, options: fading)
        h.drag(Point(-300, 0), velocity: .zero, release: false)
        XCTAssertEqual(shown(h), ["A"], "30% of the way: the old scene fading out")
        XCTAssertEqual(h.placements().first { $0.sceneName == "A" }?.opacity ?? .nan, 0.4, accuracy: 1e-6)
    }

    func testTheStyleCanChangeAtAnyTime() {
        let h = SlideHarness(size: size)
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(0.25)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, 500, accuracy: 1e-6)
        h.controller.options.style = .crossFade
        XCTAssertEqual(h.frame("B"), Rect(size: size))
    }
}
