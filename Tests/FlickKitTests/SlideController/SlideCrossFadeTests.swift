import FlickCore
@testable import FlickKit
import XCTest

/// The cross-fade style (reduced motion): same slides and timing, drawn as opacity in place.
final class SlideCrossFadeTests: XCTestCase {
    private let size = Size(1000, 600)
    private var fading: SlideOptions { var o = SlideOptions(); o.style = .crossFade; return o }

    func testAReplaceDissolvesTheNewSceneOverTheOldOneInPlace() {
        let h = SlideHarness(size: size, options: fading)
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(0.25)
        XCTAssertEqual(h.placements(), [
            SlidePlacement(sceneName: "A", frame: Rect(size: size), opacity: 1),
            SlidePlacement(sceneName: "B", frame: Rect(size: size), opacity: 0.5),
        ])
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "B", frame: Rect(size: size))])
    }

    func testACoverFadesInAndAnUncoverFadesOutWithoutShadowOrVeil() {
        let h = SlideHarness(size: size, options: fading)
        h.controller.cover(withSceneNamed: "B", direction: .up, now: h.now)
        h.run(0.25)
        XCTAssertEqual(h.placements().last, SlidePlacement(sceneName: "B", frame: Rect(size: size), opacity: 0.5))
        h.settle()
        h.controller.uncover(now: h.now)
        h.run(0.4)
        let top = h.placements().last
        XCTAssertEqual(top?.sceneName, "B")
        XCTAssertLessThan(top?.opacity ?? 1, 0.5)
        XCTAssertEqual(top?.frame, Rect(size: size))
    }

    func testADragFadesWithThePointer() {
        let h = SlideHarness(size: size, options: fading)
        h.drag(Point(-300, 0), velocity: .zero, release: false)
        XCTAssertEqual(h.placements().last?.opacity ?? .nan, 0.3, accuracy: 1e-6)
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
