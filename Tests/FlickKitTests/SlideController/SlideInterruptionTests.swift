import FlickCore
@testable import FlickKit
import XCTest

/// Every slide is interruptible: a press catches it, a drag carries it on, a new slide starts
/// from wherever the scenes are.
final class SlideInterruptionTests: XCTestCase {
    private let size = Size(1000, 600)

    private func replacing(for seconds: Double) -> SlideHarness {
        let h = SlideHarness(size: size)
        h.controller.replace(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(seconds)
        return h
    }

    func testAPressCatchesASlideWhereItIs() {
        let h = replacing(for: 0.2)
        let caught = h.frame("B")
        h.send(.press(Point(300, 300), button: 1, modifiers: []))
        h.run(0.2)
        XCTAssertEqual(h.frame("B"), caught)
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
    }

    func testLettingGoBeforeHalfwayTakesTheSlideBack() {
        let h = replacing(for: 0.2)
        XCTAssertLessThan(h.controller.progress(now: h.now) ?? 1, 0.5)
        h.click(Point(300, 300))
        XCTAssertEqual(h.state["slides.current"], "A")
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "A", frame: Rect(size: size))])
        XCTAssertEqual(h.changes, [["B"], ["A"]])
    }

    func testLettingGoPastHalfwayFinishesTheSlide() {
        let h = replacing(for: 0.3)
        XCTAssertGreaterThan(h.controller.progress(now: h.now) ?? 0, 0.5)
        h.click(Point(300, 300))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "B")
        XCTAssertEqual(h.placements().map(\.sceneName), ["B"])
    }

    func testADragCarriesACaughtSlideOnFromWhereItWas() {
        let h = replacing(for: 0.2)
        let caughtX = h.frame("B")?.x ?? .nan
        h.drag(Point(-100, 0), velocity: .zero, release: false)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, caughtX - 100, accuracy: 1e-6)
        XCTAssertEqual(h.controller.layers.count, 2, "no new scene: the caught slide goes on")
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(400, 300), velocity: Point(-1200, 0))))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "B")
        XCTAssertEqual(h.placements().map(\.sceneName), ["B"])
    }

    func testADragCanPullACaughtSlideBack() {
        let h = replacing(for: 0.3)
        h.drag(Point(300, 0), velocity: Point(1200, 0))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "A")
        XCTAssertEqual(h.placements().map(\.sceneName), ["A"])
    }

    func testACrossAxisDragMovesACaughtSlideOnlyAlongItsOwnAxis() {
        let h = replacing(for: 0.2)
        let caught = h.frame("B")
        h.drag(Point(0, -200), velocity: .zero, release: false)
        XCTAssertEqual(h.frame("B"), caught)
    }

    func testANewSlideStartsFromWhereTheScenesAreWithoutAJump() {
        let h = replacing(for: 0.25)
        let before = h.frame("B")
        h.key("Left")
        XCTAssertEqual(h.frame("B"), before, "the scene on its way in turns round where it is")
        XCTAssertEqual(h.state["slides.current"], "C")
        h.run(0.1)
        XCTAssertLessThan(h.frame("B")?.x ?? .nan, before?.x ?? .nan)
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "C", frame: Rect(size: size))])
        XCTAssertEqual(h.controller.layers.map(\.name), ["C"])
    }

    func testUncoveringACoverOnItsWayInSendsItBackFromWhereItIs() {
        let h = SlideHarness(size: size)
        h.controller.cover(withSceneNamed: "B", direction: .left, now: h.now)
        h.run(0.2)
        let x = h.frame("B")?.x ?? .nan
        h.key("BackSpace")
        XCTAssertEqual(h.frame("B")?.x ?? .nan, x, accuracy: 1e-9)
        XCTAssertEqual(h.state["slides.depth"], "0")
        h.run(0.1)
        XCTAssertGreaterThan(h.frame("B")?.x ?? .nan, x, "it heads back out to the right")
        h.settle()
        XCTAssertEqual(h.placements().map(\.sceneName), ["A"])
    }

    func testASlideAtRightAnglesLetsTheFirstAxisFinish() {
        let h = replacing(for: 0.25)
        h.key("Up")
        h.run(0.1)
        let b = h.frame("B")
        XCTAssertLessThan(b?.x ?? .nan, 500, "still arriving horizontally")
        XCTAssertLessThan(b?.y ?? .nan, 0, "and leaving upwards")
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "C", frame: Rect(size: size))])
    }

    func testAPressCatchesASlideWhileAnyOfItsScenesMoves() {
        let h = replacing(for: 0.25)
        h.key("Up")
        h.run(0.05)
        h.click(Point(300, 300))
        XCTAssertEqual(h.state["slides.current"], "B", "let go early: C goes back, B back in place on both axes")
        func b() -> SlideLayer? { h.controller.layers.first { $0.name == "B" } }
        while h.controller.layers.contains(where: { $0.name == "C" }) || b()?.y.isAnimating(now: h.now) == true {
            h.run(1.0 / 60)
        }
        XCTAssertTrue(b()?.x.isAnimating(now: h.now) ?? false, "B rests on the slide's axis but still arrives across it")
        let frame = h.frame("B")
        h.send(.press(Point(300, 300), button: 1, modifiers: []))
        h.run(0.1)
        XCTAssertEqual(h.frame("B"), frame, "the press stopped it")
        h.send(.release(Point(300, 300), button: 1))
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "B", frame: Rect(size: size))])
    }

    func testAPressWhenNothingMovesCatchesNothing() {
        let h = SlideHarness(size: size)
        h.click()
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
        XCTAssertEqual(h.names, ["A"])
        XCTAssertTrue(h.changes.isEmpty)
    }

    func testACallDuringADragAbandonsTheDrag() {
        let h = SlideHarness(size: size)
        h.drag(Point(-300, 0), velocity: .zero, release: false)
        h.controller.cover(withSceneNamed: "E", direction: .down, now: h.now)
        XCTAssertFalse(h.controller.isDragging)
        XCTAssertEqual(h.names, ["A", "E"])
        h.settle()
        XCTAssertEqual(h.placements().map(\.sceneName), ["E"])
        XCTAssertEqual(h.controller.layers.map(\.name), ["A", "E"])
    }
}
