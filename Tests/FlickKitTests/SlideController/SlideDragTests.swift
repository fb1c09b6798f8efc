import FlickCore
@testable import FlickKit
import XCTest

/// Drags replace interactively (with ctrl held, cover): the incoming scene follows the pointer;
/// release commits or cancels by distance and velocity.
final class SlideDragTests: XCTestCase {
    private let size = Size(1000, 600)

    func testTheIncomingSceneFollowsThePointerAndTheStateWaitsForTheRelease() {
        let h = SlideHarness(size: size)
        h.drag(Point(-400, 10), velocity: Point(-800, 0), release: false)
        XCTAssertTrue(h.controller.isDragging)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, 600, accuracy: 1e-6)
        XCTAssertEqual(h.frame("A")?.x ?? .nan, -400, accuracy: 1e-6)
        XCTAssertEqual(h.frame("B")?.y, 0, "only the dominant axis moves")
        XCTAssertEqual(h.state["slides.current"], "A")
        XCTAssertTrue(h.changes.isEmpty)
    }

    func testASlowShortDragCancelsAndTheIncomingSceneLeaves() {
        let h = SlideHarness(size: size)
        h.drag(Point(-300, 0), velocity: .zero)
        XCTAssertEqual(h.state["slides.current"], "A")
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "A", frame: Rect(size: size))])
        XCTAssertEqual(h.controller.layers.map(\.name), ["A"])
        XCTAssertTrue(h.changes.isEmpty)
    }

    func testASlowDragPastHalfwayCommits() {
        let h = SlideHarness(size: size)
        h.drag(Point(-600, 0), velocity: .zero)
        XCTAssertEqual(h.state["slides.current"], "B")
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "B", frame: Rect(size: size))])
        XCTAssertEqual(h.changes, [["B"]])
    }

    func testAFastShortFlickCommits() {
        let h = SlideHarness(size: size)
        h.drag(Point(-150, 0), velocity: Point(-1500, 0), duration: 0.1)
        XCTAssertEqual(h.state["slides.current"], "B")
        let incoming = h.controller.layers.first { $0.name == "B" }
        XCTAssertEqual(incoming?.x.velocity(now: h.now) ?? .nan, -1.5, accuracy: 1e-9,
                       "the release velocity (1.5 widths/s leftwards) carries on into the settle spring")
        h.settle()
        XCTAssertEqual(h.placements().map(\.sceneName), ["B"])
    }

    func testAFlickBackCancelsALongDrag() {
        let h = SlideHarness(size: size)
        h.drag(Point(-700, 0), velocity: Point(1500, 0))
        XCTAssertEqual(h.state["slides.current"], "A")
        h.settle()
        XCTAssertEqual(h.placements().map(\.sceneName), ["A"])
    }

    func testVerticalDragsReplaceUpAndDown() {
        let h = SlideHarness(size: size)
        h.drag(Point(5, -300), velocity: Point(0, -900), release: false)
        XCTAssertEqual(h.frame("B")?.y ?? .nan, 300, accuracy: 1e-6, "up brings the next scene from below")
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(505, 0), velocity: Point(0, -900))))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "B")
        h.drag(Point(0, 400), velocity: Point(0, 900))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "A", "down brings the previous scene from above")
    }

    func testDraggingRightBringsThePreviousSceneFromTheLeft() {
        let h = SlideHarness(size: size)
        h.drag(Point(250, 0), velocity: .zero, release: false)
        XCTAssertEqual(h.frame("F")?.x ?? .nan, -750, accuracy: 1e-6)
    }

    func testDraggingBackPastTheStartBringsTheSceneFromTheOtherSide() {
        let h = SlideHarness(size: size)
        h.drag(Point(-40, 0), velocity: .zero, release: false)
        XCTAssertNotNil(h.frame("B"))
        h.send(.panUpdate(PanInfo(start: Point(500, 300), location: Point(800, 300))))
        XCTAssertNil(h.frame("B"), "the next scene is dropped")
        XCTAssertEqual(h.frame("F")?.x ?? .nan, -700, accuracy: 1e-6, "the previous one follows from the left")
        XCTAssertEqual(h.frame("A")?.x ?? .nan, 300, accuracy: 1e-6)
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(800, 300), velocity: Point(900, 0))))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "F")
        XCTAssertEqual(h.controller.layers.map(\.name), ["F"])
    }

    func testWithNoSceneOnTheOtherSideDraggingBackRubberBands() {
        let h = SlideHarness(size: size)
        h.controller.nextScene = { _, direction, _ in direction == .left ? SlideTestScene("N", color: .white) : nil }
        h.drag(Point(-40, 0), velocity: .zero, release: false)
        h.send(.panUpdate(PanInfo(start: Point(500, 300), location: Point(800, 300))))
        let x = h.frame("A")?.x ?? .nan
        XCTAssertGreaterThan(x, 0)
        XCTAssertLessThan(x, 300 * 0.55)
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(800, 300))))
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "A", frame: Rect(size: size))])
    }

    func testPullingBackPastTheStartWithNoSceneThereFollowsTheRubberBandFormula() {
        let h = SlideHarness(size: size)
        h.controller.nextScene = { _, direction, _ in direction == .left ? SlideTestScene("N", color: .white) : nil }
        h.drag(Point(-40, 0), velocity: .zero, release: false)
        for pull in [100.0, 200.0, 300.0] {
            h.send(.panUpdate(PanInfo(start: Point(500, 300), location: Point(500 + pull, 300))))
            XCTAssertEqual(h.frame("A")?.x ?? .nan, RubberBand.offset(pull, dimension: size.width), accuracy: 1,
                           "\(Int(pull)) px of pull")
            let n = h.controller.layers.last { $0.name == "N" }?.offset(now: h.now).x ?? .nan
            XCTAssertEqual(n * size.width, (h.frame("A")?.x ?? .nan) + size.width, accuracy: 1e-6,
                           "the incoming scene stays a width behind, off screen")
        }
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(800, 300))))
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "A", frame: Rect(size: size))])
    }

    func testADragPastAWholeWidthMeetsTheRubberBand() {
        let h = SlideHarness(size: size)
        h.drag(Point(-1200, 0), velocity: .zero, release: false)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, -RubberBand.offset(200, dimension: size.width), accuracy: 1)
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(-700, 300))))
        h.settle()
        XCTAssertEqual(h.state["slides.current"], "B")
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "B", frame: Rect(size: size))])
    }

    func testADragWhileCoveredReplacesTheTopCover() {
        let h = SlideHarness(size: size)
        h.controller.cover(withSceneNamed: "C", direction: .up, animated: false, now: h.now)
        h.drag(Point(-700, 0), velocity: Point(-1000, 0))
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "D", "slides.depth": "1"])
    }

    // MARK: Covering by drag (ctrl held)

    /// A ctrl+drag by `delta` from (500, 300) over 0.3 s, released at `velocity` px/s.
    private func ctrlDrag(_ h: SlideHarness, _ delta: Point, velocity: Point, release: Bool = true) {
        let start = Point(500, 300), steps = 8
        h.send(.press(start, button: 1, modifiers: [.control]))
        h.now += 0.3 / Double(steps + 1)
        let first = start + delta * (min(delta.length, 8) / max(1, delta.length))
        h.send(.panBegin(PanInfo(start: start, location: first, velocity: velocity, modifiers: [.control])))
        for i in 1...steps {
            h.now += 0.3 / Double(steps + 1)
            h.send(.panUpdate(PanInfo(start: start, location: start + delta * (Double(i) / Double(steps)),
                                      velocity: velocity, modifiers: [.control])))
            h.controller.advance(to: h.now)
        }
        if release {
            h.send(.panEnd(PanInfo(start: start, location: start + delta, velocity: velocity, modifiers: [.control])))
        }
    }

    func testACtrlDragPastHalfwayCovers() {
        let h = SlideHarness(size: size)
        ctrlDrag(h, Point(-600, 0), velocity: .zero)
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "B", "slides.depth": "1"])
        h.settle()
        XCTAssertEqual(h.placements().map(\.sceneName), ["B"])
        XCTAssertEqual(h.controller.layers.map(\.name), ["A", "B"], "the covered scene is kept under the cover")
        XCTAssertEqual(h.changes, [["A", "B"]])
        h.key("BackSpace")
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "none", "slides.depth": "0"],
                       "the cover uncovers as any other")
    }

    func testAShortSlowCtrlDragCancelsAndTheCoverSlidesBackOut() {
        let h = SlideHarness(size: size)
        ctrlDrag(h, Point(-300, 0), velocity: .zero)
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "none", "slides.depth": "0"])
        h.settle()
        XCTAssertEqual(h.placements(), [SlidePlacement(sceneName: "A", frame: Rect(size: size))])
        XCTAssertEqual(h.controller.layers.map(\.name), ["A"])
        XCTAssertTrue(h.changes.isEmpty)
    }

    func testTheCurrentSceneStaysPutUnderACoverDrag() {
        let h = SlideHarness(size: size)
        ctrlDrag(h, Point(-400, 10), velocity: .zero, release: false)
        XCTAssertTrue(h.controller.isDragging)
        XCTAssertEqual(h.controller.slideUnderWay?.kind, .cover)
        XCTAssertEqual(h.frame("A"), Rect(size: size), "the covered scene does not move")
        XCTAssertEqual(h.frame("B")?.x ?? .nan, 600, accuracy: 1e-6, "the cover follows the pointer")
        XCTAssertEqual(h.frame("B")?.y, 0)
        let cover = h.placements().last
        XCTAssertEqual(cover?.sceneName, "B")
        XCTAssertEqual(cover?.castsShadow, true, "it is drawn as a cover")
        XCTAssertEqual(h.state["slides.depth"], "0", "the stack waits for the release")
        h.send(.panEnd(PanInfo(start: Point(500, 300), location: Point(100, 310), velocity: Point(-1200, 0),
                               modifiers: [.control])))
        XCTAssertEqual(h.frame("A"), Rect(size: size))
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "B", "slides.depth": "1"])
    }

    func testACtrlDragWhileCoveredCoversTheTopCoverVertically() {
        let h = SlideHarness(size: size)
        h.controller.cover(withSceneNamed: "C", direction: .up, animated: false, now: h.now)
        ctrlDrag(h, Point(0, 400), velocity: Point(0, 900))
        h.settle()
        XCTAssertEqual(h.names, ["A", "C", "B"], "dragging down covers with the previous scene, from above")
    }

    func testAPressCatchesACoverAfterACtrlDragAndAPlainDragCarriesItOn() {
        let h = SlideHarness(size: size)
        ctrlDrag(h, Point(-100, 0), velocity: .zero)
        h.run(0.05)
        XCTAssertNotNil(h.frame("B"), "the cancelled cover is still sliding out")
        h.drag(Point(-800, 0), velocity: Point(-1000, 0))
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "B", "slides.depth": "1"],
                       "the caught cover drag carries on as a cover")
    }

    func testWithoutASceneSourceOrWithDraggingOffADragIsNotTaken() {
        let h = SlideHarness(size: size)
        h.controller.nextScene = nil
        h.send(.press(Point(500, 300), button: 1, modifiers: []))
        XCTAssertFalse(h.send(.panBegin(PanInfo(start: Point(500, 300), location: Point(480, 300)))))
        XCTAssertFalse(h.controller.isDragging)

        var options = SlideOptions()
        options.allowsDragging = false
        let g = SlideHarness(size: size, options: options)
        g.send(.press(Point(500, 300), button: 1, modifiers: []))
        XCTAssertFalse(g.send(.panBegin(PanInfo(start: Point(500, 300), location: Point(480, 300)))))
    }

    func testOnlyTheFirstButtonDrags() {
        let h = SlideHarness(size: size)
        XCTAssertFalse(h.send(.panBegin(PanInfo(start: Point(500, 300), location: Point(480, 300), button: 3))))
        XCTAssertFalse(h.controller.isDragging)
    }
}
