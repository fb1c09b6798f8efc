@testable import FlickDemo
import FlickCore
import FlickKit
import FlickTestSupport
import XCTest

/// The deck demo: its live options, its menu's bouncing swap, the sizing example, the bench's drag.
final class DeckDemoTests: XCTestCase {
    private func demo(_ size: Size = Size(1024, 700)) -> DeckDemo {
        let d = DeckDemo()
        d.layout(size: size, now: 0)
        return d
    }

    @discardableResult
    private func settle(_ d: DeckDemo, from t: Double) -> Double { d.settled(from: t) }

    func testEveryOptionHasALiveControl() {
        let d = demo()
        let titles = d.options.rows.map(\.title)
        for t in ["Panning mode", "Screen edge strip", "Elasticity", "Center", "Left side", "Right side", "Left ledge",
                  "Right ledge", "Max size", "On resize", "Open duration", "Close duration", "Bounce factor",
                  "Separate opening factor", "Opening factor", "Shadow", "Deck size"] {
            XCTAssertTrue(titles.contains(t), t)
        }
    }

    func testChangingAnOptionAppliesAtOnce() {
        let d = demo()
        d.deck.open(.left, animated: false, now: 0)
        d.advance(to: 0)
        XCTAssertEqual(d.state["deck.offset"], "256", "the menu is a sidebar a quarter of the window wide")
        let ledge = d.options.row(titled: "Left ledge")!.accessory as! Slider
        ledge.userSet(120, now: 0)
        d.advance(to: 0)
        XCTAssertEqual(d.deck.options.leftWidth, .allButLedge, "a ledge set by hand gives the ledges the say")
        XCTAssertEqual(d.deck.options.rightWidth, .allButLedge)
        let width = d.options.row(titled: "Side width")!.accessory as! SegmentedControl
        width.select(0, now: 0)
        XCTAssertEqual(d.deck.options.leftWidth, DeckDemo.sideWidth, "and Side width gives the sidebars back")
        XCTAssertEqual(d.deck.options.rightWidth, DeckDemo.optionsWidth)
        width.select(1, now: 0)
        XCTAssertEqual(d.deck.options.leftLedgePx, 120)
        XCTAssertEqual(d.state["deck.offset"], "904")
        let mode = d.options.row(titled: "Panning mode")!.accessory as! SegmentedControl
        mode.select(2, now: 0)
        XCTAssertEqual(d.deck.options.panningMode, .topBar)
        let edge = d.options.row(titled: "Screen edge strip")!.accessory as! Switch
        edge.activate(now: 0)
        XCTAssertEqual(d.deck.options.panningMode, [.topBar, .screenEdge])
        let center = d.options.row(titled: "Center")!.accessory as! SegmentedControl
        center.select(3, now: 0)
        XCTAssertEqual(d.deck.options.centerHiddenInteractivity, .tapToCloseBouncing)
    }

    func testTakingASideOutAndPuttingItBack() {
        let d = demo()
        let left = d.options.row(titled: "Left side")!.accessory as! Switch
        left.activate(now: 0)
        XCTAssertNil(d.deck.left)
        d.advance(to: 0)
        XCTAssertTrue(d.options.row(titled: "Max size")!.isEnabled, "max size applies with one side")
        left.activate(now: 0)
        XCTAssertNotNil(d.deck.left)
    }

    func testChoosingASectionSwapsTheCenterAtTheHiddenMoment() {
        let d = demo()
        d.deck.open(.left, animated: false, now: 0)
        d.choose(section: 3, now: 0)
        XCTAssertEqual(d.menu.rows.map(\.isSelected), [false, false, false, true] + Array(repeating: false, count: d.menu.rows.count - 4),
                       "the chosen row is highlighted at once, the click's feedback")
        d.advance(to: 0.2)
        XCTAssertEqual(d.state["deck.center"], "Home")
        d.advance(to: 0.3)
        XCTAssertEqual(d.state["deck.center"], "Places")
        XCTAssertTrue(d.log.contains("did bounce (closing left)"))
        settle(d, from: 0.3)
        XCTAssertEqual(d.state["deck.state"], "closed")
    }

    func testTheSizingExampleResizesTheDeckAlong() {
        let d = demo()
        d.toggleSize(now: 0)
        d.advance(to: DeckDemo.zoomDurationS / 2)
        let mid = d.deck.size.width
        XCTAssertLessThan(mid, 1024)
        XCTAssertGreaterThan(mid, 1024 * DeckDemo.shrunkScale)
        settle(d, from: DeckDemo.zoomDurationS / 2)
        XCTAssertEqual(d.deck.size.width, (1024 * DeckDemo.shrunkScale).rounded(), accuracy: 1)
        XCTAssertEqual((d.options.row(titled: "Deck size")?.accessory as? Button)?.title, "Grow")
    }

    func testTheBenchsDragAcrossTheMiddlePansTheDeckBothWays() {
        let d = demo(Size(1280, 800))
        d.send(GestureScript.drag(from: Point(960, 400), to: Point(320, 400), velocity: Point(-1100, 0)), now: 0)
        XCTAssertEqual(d.state["deck.state"], "right")
        let t = settle(d, from: 0)
        XCTAssertEqual(d.state["deck.offset"], "-360", "the options are a 360 px sidebar")
        d.send(GestureScript.drag(from: Point(320, 400), to: Point(960, 400), velocity: Point(1100, 0)), now: t)
        XCTAssertEqual(d.state["deck.state"], "left", "the drag back, on the dimmed page, pans across closed to the menu")
        let end = settle(d, from: t)
        d.send(GestureScript.drag(from: Point(300, 400), to: Point(20, 400), velocity: Point(-1100, 0)), now: end)
        XCTAssertEqual(d.state["deck.state"], "closed", "a drag on the menu (not on a row) closes it")
    }
}
