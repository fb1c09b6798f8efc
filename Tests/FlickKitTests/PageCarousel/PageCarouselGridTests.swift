import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselGridTests: XCTestCase {
    /// The grid of a 1000x700 carousel: four columns of 220x154 thumbnails, rows 200 px apart.
    func cell(_ h: CarouselHarness, _ i: Int) -> Rect { h.carousel.gridGeometry.frame(ofIndex: i, offset: h.carousel.grid.scroll.offset(now: h.now)) }

    func pinch(_ h: CarouselHarness, to scale: Double, steps: Int = 10) {
        let c = Point(500, 350)
        h.send(.pinchBegin(PinchInfo(startCenter: c, center: c, scale: 1, source: .touchpad)))
        for k in 1...steps {
            h.now += 1.0 / 60
            let s = 1 + (scale - 1) * Double(k) / Double(steps)
            h.send(.pinchUpdate(PinchInfo(startCenter: c, center: c, scale: s, source: .touchpad)))
            h.frame()
        }
        h.send(.pinchEnd(PinchInfo(startCenter: c, center: c, scale: scale, source: .touchpad)))
    }

    func testAPinchToSixTenthsOverThePresentedRowTurnsItIntoTheGrid() {
        let h = CarouselHarness(selected: 2)
        XCTAssertEqual(h.state["carousel.overview"], "row")
        pinch(h, to: 0.6)
        XCTAssertEqual(h.state["carousel.overview"], "grid")
        h.settle()
        XCTAssertEqual(h.snapshot(of: "C")!.frame, cell(h, 2), "each card in its cell")
        XCTAssertEqual(h.snapshot(of: "G")!.frame, cell(h, 6))
        XCTAssertEqual(h.state["carousel.presenting"], "true", "the grid is a presentation")
    }

    func testAShorterPinchFollowsTheFingersAndReturnsToTheRow() {
        let h = CarouselHarness(selected: 2)
        let row = h.cardFrame(2)
        let c = Point(500, 350)
        h.send(.pinchBegin(PinchInfo(startCenter: c, center: c, scale: 1, source: .touchpad)))
        h.send(.pinchUpdate(PinchInfo(startCenter: c, center: c, scale: 0.8, source: .touchpad)))
        let between = h.snapshot(of: "C")!.frame
        XCTAssertLessThan(between.width, row.width, "half way to the grid")
        XCTAssertGreaterThan(between.width, cell(h, 2).width)
        h.send(.pinchEnd(PinchInfo(startCenter: c, center: c, scale: 0.8, source: .touchpad)))
        XCTAssertEqual(h.state["carousel.overview"], "row")
        h.settle()
        XCTAssertEqual(h.snapshot(of: "C")!.frame, row)
    }

    func testCtrlWheelPinchingInOverTheRestingRowShowsTheGridAndOutReturns() {
        let h = CarouselHarness(selected: 1)
        h.send(.pinch(Point(500, 350), scale: 0.9))
        XCTAssertEqual(h.state["carousel.overview"], "grid")
        h.settle()
        h.send(.pinch(Point(500, 350), scale: 1.1))
        XCTAssertEqual(h.state["carousel.overview"], "row")
        h.settle()
        XCTAssertEqual(h.cardFrame(1), Rect(x: 200, y: 140, width: 600, height: 420), "the row centred on the selection")
    }

    func testFromAPageAPinchInPresentsTheRowFirst() {
        let h = CarouselHarness(presenting: false)
        h.send(.pinch(Point(500, 350), scale: 0.9))
        XCTAssertEqual(h.state["carousel.overview"], "row")
        h.send(.pinch(Point(500, 350), scale: 0.9))
        XCTAssertEqual(h.state["carousel.overview"], "row", "not while the zoom still runs")
    }

    func testATapOnAThumbnailZoomsItToFillTheCarousel() {
        let h = CarouselHarness(selected: 0)
        h.carousel.showGrid(animated: false, now: h.now)
        h.frame()
        let c = cell(h, 5)
        h.click(Point(c.midX, c.midY))
        XCTAssertEqual(h.state["carousel.overview"], "none")
        XCTAssertEqual(h.state["carousel.selected"], "5")
        h.run(1.0 / 60)
        let mid = h.snapshot(of: "F")!.frame
        XCTAssertGreaterThan(mid.width, c.width, "it grows from its thumbnail")
        XCTAssertLessThan(mid.width, 1000)
        h.settle()
        XCTAssertEqual(h.zoom, 0)
        XCTAssertEqual(h.snapshot(of: "F")!.frame, Rect(x: 0, y: 0, width: 1000, height: 700))
        XCTAssertTrue(h.events.contains("dismissed"))
    }

    func testEscapeReturnsToTheRowAndReturnOpensTheSelectedPage() {
        let h = CarouselHarness(selected: 0)
        h.carousel.showGrid(now: h.now)
        h.settle()
        h.key("Down")
        h.key("Right")
        XCTAssertEqual(h.state["carousel.selected"], "5", "down a row of four, then one on")
        h.key("Escape")
        XCTAssertEqual(h.state["carousel.overview"], "row")
        h.settle()
        h.key("g", [.control, .shift])
        XCTAssertEqual(h.state["carousel.overview"], "grid")
        h.key("Return")
        XCTAssertEqual(h.state["carousel.overview"], "none")
        XCTAssertEqual(h.state["carousel.selected"], "5")
    }

    func testTheCloseButtonOfAThumbnailClosesItsPageAndTheRestCloseTheGap() {
        let h = CarouselHarness(selected: 0)
        h.carousel.showGrid(animated: false, now: h.now)
        h.frame()
        let endOfFirstRow = cell(h, 3), startOfSecondRow = cell(h, 4)
        h.click(CloseButton.center(on: cell(h, 2)))
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        XCTAssertTrue(h.events.contains("closed C 2"))
        XCTAssertEqual(h.snapshot(of: "D")!.frame, endOfFirstRow, "D starts in its old cell")
        XCTAssertEqual(h.snapshot(of: "E")!.frame, startOfSecondRow)
        h.settle()
        XCTAssertEqual(h.snapshot(of: "D")!.frame, cell(h, 2))
        XCTAssertEqual(h.snapshot(of: "E")!.frame, endOfFirstRow, "back across the row's end")
        XCTAssertEqual(h.snapshot(of: "F")!.frame, startOfSecondRow)
        XCTAssertEqual(h.state["carousel.overview"], "grid", "the grid stays")
        XCTAssertFalse(h.carousel.showsUndoToast, "no toast unless the options ask for it")
    }

    func testTheGridScrollsWithTheWheelAndADragAndOnlyBuildsTheCellsInView() {
        let h = CarouselHarness(count: 100, selected: 0)
        h.carousel.showGrid(animated: false, now: h.now)
        h.frame()
        h.send(.scroll(Point(500, 350), delta: Point(0, 3), modifiers: []))
        h.settle()
        XCTAssertEqual(h.carousel.grid.scroll.offset(now: h.now), 3 * Constants.scrollNotchPx, accuracy: 0.5)
        let before = h.carousel.grid.scroll.offset(now: h.now)
        h.drag(dx: 0, dy: -300, from: Point(500, 600), duration: 0.3)
        h.settle()
        XCTAssertGreaterThanOrEqual(h.carousel.grid.scroll.offset(now: h.now), before + 290)
        let shown = SceneProbe.snapshots(h.frame()).count
        XCTAssertLessThanOrEqual(shown, 4 * 6, "a few rows of thumbnails, not a hundred")
        XCTAssertEqual(h.state["carousel.overview"], "grid", "dragging scrolled, it opened nothing")
    }

    func testALongPressThenADragReordersAThumbnail() {
        let h = CarouselHarness(selected: 0)
        h.carousel.showGrid(animated: false, now: h.now)
        h.frame()
        let from = cell(h, 1), to = cell(h, 6)
        let p = Point(from.midX, from.midY)
        h.longPress(p)
        h.pan(dx: to.midX - from.midX, dy: to.midY - from.midY, from: p)
        XCTAssertEqual(h.names, ["A", "C", "D", "E", "F", "G", "B"])
        XCTAssertTrue(h.events.contains("moved 1 6"))
        XCTAssertEqual(h.state["carousel.selected"], "6")
        h.settle()
        XCTAssertEqual(h.snapshot(of: "B")!.frame, cell(h, 6), "it slides into its cell")
        XCTAssertEqual(h.snapshot(of: "C")!.frame, cell(h, 1))
    }

    func testWithReducedMotionTheGridFadesInPlaceAfterTheRowAndItsThumbnailOpensWithoutZooming() {
        let h = CarouselHarness(selected: 2)
        var e = ComponentEnvironment()
        e.reducedMotion = true
        h.carousel.layout(size: Size(1000, 700), now: h.now, environment: e)
        let card = Rect(x: 200, y: 140, width: 600, height: 420), full = Rect(x: 0, y: 0, width: 1000, height: 700)
        h.carousel.showGrid(now: h.now)
        var frames = h.shownFramesWhileMoving(ofIndex: 2)
        for (i, shown) in frames.enumerated() {
            XCTAssertLessThanOrEqual(shown.count, 1, "frame \(i): the row's card and the grid's thumbnail never show at once: \(shown)")
            XCTAssertTrue(shown.allSatisfy { $0 == card || $0 == cell(h, 2) }, "frame \(i): nothing flies: \(shown)")
        }
        XCTAssertEqual(Set(frames.joined()), [card, cell(h, 2)])
        h.key("Return")
        frames = h.shownFramesWhileMoving(ofIndex: 2)
        for (i, shown) in frames.enumerated() {
            XCTAssertLessThanOrEqual(shown.count, 1, "frame \(i): the thumbnail and the page never show at once: \(shown)")
            XCTAssertTrue(shown.allSatisfy { $0 == cell(h, 2) || $0 == full }, "frame \(i): the thumbnail does not zoom: \(shown)")
        }
        XCTAssertEqual(Set(frames.joined()), [cell(h, 2), full])
        XCTAssertEqual(h.state["carousel.overview"], "none")
    }

    func testTheGridsSemanticsNameEveryPageAndTheCloseButtonsInView() {
        let h = CarouselHarness(count: 100, selected: 0)
        h.carousel.showGrid(animated: false, now: h.now)
        h.frame()
        let list = h.carousel.semantics(now: h.now)[0]
        XCTAssertEqual(list.children.count, 100)
        XCTAssertEqual(list.children[5].frame, cell(h, 5))
        XCTAssertEqual(list.children.filter { !$0.states.contains(.offscreen) }.count, 16, "four rows in view")
        XCTAssertEqual(list.children[0].children.first?.name, "Close \(list.children[0].name)")
        let closes = list.children.filter(\.isShowing).compactMap(\.children.first).map(\.name)
        XCTAssertEqual(Set(closes).count, closes.count, "each close button says which page it closes: \(closes)")
        XCTAssertTrue(list.children[5].perform(.activate, now: h.now))
        XCTAssertEqual(h.state["carousel.overview"], "none")
        XCTAssertEqual(h.state["carousel.selected"], "5")
    }
}
