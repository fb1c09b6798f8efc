import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ListViewTests: XCTestCase {
    /// A list of `count` rows titled "Row i" in a 300x480 panel (ten 48 px rows in view).
    private func list(count: Int = 1000) -> ListView<ListRow> {
        let l = ListView(count: count, makeRow: { ListRow("") }) { row, i in row.title = "Row \(i)" }
        l.layout(size: Size(300, 480), now: 0)
        return l
    }

    func testOnlyTheRowsInViewExistAndScrolledOutRowsAreReused() {
        let l = list()
        XCTAssertEqual(l.visibleRange(now: 0), 0..<10)
        XCTAssertEqual(l.rowsMade, 10)
        XCTAssertEqual(l.row(at: 3)?.title, "Row 3")
        l.scroll(to: 48 * 500 + 20, animated: false, now: 0)
        _ = l.scene(now: 0)
        XCTAssertEqual(l.visibleRange(now: 0), 500..<511)
        XCTAssertEqual(l.liveRows.count, 11, "O(visible): a partly shown row at each end, no more")
        XCTAssertEqual(l.rowsMade, 11, "the rows that left were reused, one more made")
        XCTAssertEqual(l.row(at: 505)?.title, "Row 505")
        XCTAssertEqual(l.row(at: 505)?.frame.y, 505 * 48)
        XCTAssertNil(l.row(at: 3))
    }

    func testAClickSelectsTheRowUnderItAndTellsTheOwner() {
        let l = list()
        var chosen: [Int] = []
        l.onSelect = { i, _ in chosen.append(i) }
        l.scroll(to: 96, animated: false, now: 0)
        l.send(GestureScript.click(Point(100, 60)))
        XCTAssertEqual(l.selectedIndex, 3)
        XCTAssertEqual(chosen, [3])
        XCTAssertTrue(l.row(at: 3)?.isSelected ?? false)
        XCTAssertFalse(l.row(at: 4)?.isSelected ?? true)
        l.send(GestureScript.click(Point(100, 60)))
        XCTAssertEqual(chosen, [3], "the same row again is no change")
    }

    func testKeysMoveTheSelectionAndScrollItIntoViewAndReturnActivates() {
        let l = list(count: 100)
        var activated: [Int] = []
        l.onActivate = { i, _ in activated.append(i) }
        l.handle(GestureScript.key("Down"), now: 0)
        XCTAssertEqual(l.selectedIndex, 0)
        l.handle(GestureScript.key("Next"), now: 0)
        XCTAssertEqual(l.selectedIndex, 10)
        XCTAssertEqual(l.scrollOffset(now: 10), 11 * 48 - 480, accuracy: 0.5, "scrolled just enough to show row 10")
        l.handle(GestureScript.key("End"), now: 10)
        XCTAssertEqual(l.selectedIndex, 99)
        XCTAssertEqual(l.scrollOffset(now: 20), l.maxScroll, accuracy: 0.5)
        l.handle(GestureScript.key("Up"), now: 20)
        l.handle(GestureScript.key("Prior"), now: 20)
        XCTAssertEqual(l.selectedIndex, 88)
        l.handle(GestureScript.key("Return"), now: 20)
        XCTAssertEqual(activated, [88])
        l.handle(GestureScript.key("Home"), now: 20)
        XCTAssertEqual(l.selectedIndex, 0)
        XCTAssertEqual(l.scrollOffset(now: 30), 0, accuracy: 0.5)
        XCTAssertEqual(l.state["selected"], "0")
    }

    func testAStateNamePublishesTheKeysUnderItBesideTheBareOnes() {
        let l = list(count: 12)
        XCTAssertEqual(l.state, ["selected": "", "count": "12"], "no name: the bare keys alone")
        l.stateName = "albums"
        l.select(3)
        XCTAssertEqual(l.state, ["selected": "3", "count": "12", "albums.selected": "3", "albums.count": "12"])
    }

    func testDragsAndTheWheelScrollWithTheScrollModel() {
        let l = list(count: 100)
        l.send(GestureScript.drag(from: Point(100, 400), to: Point(100, 200)))
        XCTAssertEqual(l.scrollOffset(now: 0), 200, accuracy: 0.5)
        XCTAssertNil(l.selectedIndex, "a drag selects nothing")
        l.handle(.scroll(Point(100, 100), delta: Point(0, 2), modifiers: []), now: 1)
        XCTAssertEqual(l.scrollOffset(now: 5), 200 + 2 * Constants.scrollNotchPx, accuracy: 0.5)
        XCTAssertTrue(l.isAnimating(now: 1))
        l.send(GestureScript.drag(from: Point(100, 400), to: Point(100, 300), velocity: Point(0, -3000)), now: 10)
        XCTAssertGreaterThan(l.scrollOffset(now: 12), 296 + 100 + 100, "a fling glides on")
    }

    /// The names of the list's nodes reported focused.
    private func focusedNames(_ l: ListView<ListRow>) -> [String] {
        l.semantics(now: 0).flatMap(\.allNodes).filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testTabEntersAtTheSelectedRowAndTheNextLeavesTheListWhichIsOneStop() {
        let l = list(count: 5)
        l.select(2)
        XCTAssertTrue(l.handle(GestureScript.key("Tab"), now: 0))
        XCTAssertEqual(focusedNames(l), ["Row 2"], "the selected row holds the focus and draws the ring")
        XCTAssertTrue(l.row(at: 2)?.isFocused ?? false)
        XCTAssertTrue(FocusChain.focusedNode(in: l, now: 0) === l.row(at: 2), "the node FocusChain says")
        XCTAssertFalse(l.handle(GestureScript.key("Tab"), now: 0),
                       "the list is one Tab stop, as GTK's list views and ARIA's listbox: the next Tab goes on past it")
        XCTAssertEqual(focusedNames(l), [])
        XCTAssertEqual(l.selectedIndex, 2, "Tab moves the focus, not the selection")
        XCTAssertTrue(l.handle(GestureScript.key("Tab", [.shift]), now: 0))
        XCTAssertEqual(focusedNames(l), ["Row 2"], "back into the list at the selected row")
        XCTAssertFalse(l.handle(GestureScript.key("Tab", [.shift]), now: 0))
        l.select(nil)
        XCTAssertTrue(l.handle(GestureScript.key("Tab", [.shift]), now: 0))
        XCTAssertEqual(focusedNames(l), ["Row 4"], "with none selected, Shift+Tab enters at the last row in view")
    }

    func testUpAndDownMoveTheFocusWithTheSelectionAndReturnActivatesTheFocusedRow() {
        let l = list(count: 50)
        var activated: [Int] = []
        l.onActivate = { i, _ in activated.append(i) }
        l.select(1)
        l.handle(GestureScript.key("Tab"), now: 0)
        XCTAssertEqual(focusedNames(l), ["Row 1"])
        l.select(0)
        l.handle(GestureScript.key("Return"), now: 0)
        XCTAssertEqual(activated, [1], "Return activates the focused row")
        XCTAssertEqual(l.selectedIndex, 1, "and selects it, as a click does")
        l.handle(GestureScript.key("Down"), now: 0)
        XCTAssertEqual(l.selectedIndex, 2)
        XCTAssertEqual(focusedNames(l), ["Row 2"], "Down moves the focus with the selection, as in a ControlGroup")
        l.handle(GestureScript.key("End"), now: 0)
        _ = l.scene(now: 10)
        XCTAssertEqual(focusedNames(l), ["Row 49"], "scrolled into view")
        XCTAssertEqual(l.liveRows.values.filter(\.isFocused).count, 1, "one row draws the ring")
        l.scroll(to: 0, animated: false, now: 10)
        _ = l.scene(now: 10)
        XCTAssertEqual(focusedNames(l), ["Row 49"], "the focused row scrolled out of view keeps the focus")
        l.handle(GestureScript.key("Up"), now: 10)
        XCTAssertEqual(focusedNames(l), ["Row 48"])
    }

    func testAPressOnARowFocusesItAndTakesTheFocusFromTheRestOfTheWindow() {
        let l = list(count: 20)
        let outside = Button("Outside")
        let root = Stack(.vertical, items: [StackItem(outside), StackItem(l, expands: true)])
        root.layout(size: Size(300, 600), now: 0)
        root.handle(GestureScript.key("Tab"), now: 0)
        XCTAssertTrue(outside.isFocused)
        let p = Point(100, (root.frames.last?.minY ?? 0) + 48 * 3 + 10)
        root.send(GestureScript.click(p), now: 1)
        XCTAssertTrue(l.row(at: 3)?.isFocused ?? false, "the pressed row takes the focus")
        XCTAssertFalse(outside.isFocused, "one focused node")
    }

    func testTheSemanticsAreAListOfTheRowsInViewWithTheSelection() {
        let l = list(count: 50)
        l.select(1)
        l.scroll(to: 24, animated: false, now: 0)
        let nodes = l.semantics(now: 0)
        XCTAssertEqual(nodes.count, 1)
        XCTAssertEqual(nodes[0].role, .list)
        XCTAssertEqual(nodes[0].value, "50")
        let items = nodes[0].children
        XCTAssertEqual(items.count, 11)
        XCTAssertTrue(items.allSatisfy { $0.role == .listItem })
        XCTAssertEqual(items.map(\.name).prefix(2), ["Row 0", "Row 1"])
        XCTAssertEqual(items[0].frame.y, -24)
        XCTAssertTrue(items[1].states.contains(.selected))
        XCTAssertFalse(items[2].states.contains(.selected))
        XCTAssertFalse(nodes[0].states.contains(.focused))
        l.handle(GestureScript.key("Tab"), now: 0)
        let focused = l.semantics(now: 0)[0].allNodes.filter { $0.states.contains(.focused) }
        XCTAssertEqual(focused.map(\.role), [.listItem], "the focused row is the one focused node, not the list too")
        XCTAssertEqual(focused.map(\.name), ["Row 1"])
    }

    func testShrinkingTheDataKeepsTheSelectionInRange() {
        let l = list(count: 30)
        l.select(25)
        l.count = 10
        XCTAssertEqual(l.selectedIndex, 9)
        l.advance(to: 0)
        XCTAssertLessThanOrEqual(l.scrollOffset(now: 0), l.maxScroll, "in range from the next frame on")
        l.count = 0
        l.advance(to: 0)
        XCTAssertNil(l.selectedIndex)
        XCTAssertTrue(l.liveRows.isEmpty || l.visibleRange(now: 0).isEmpty)
    }

    func testAfterTheDataShrinksTheAppIsNeverAskedAboutAnIndexItNoLongerHas() {
        var data = (0..<10).map { "Row \($0)" }
        let l = ListView(count: data.count, makeRow: { ListRow("") }) { row, i in row.title = data[i] }
        l.isHeading = { i in data[i].hasSuffix("0") }
        l.layout(size: Size(300, 480), now: 0)
        data = ["Row 0", "Row 1"]
        l.count = data.count
        l.select(1)
        XCTAssertTrue(l.moveFocus(backward: false, now: 0))
        XCTAssertEqual(l.liveRows.keys.sorted(), [0, 1], "the rows past the data went back to the spares at once")
        XCTAssertEqual(l.selectedIndex, 1)
    }

    func testATouchpadSwipeScrollsAndShowsTheIndicator() {
        let l = list(count: 100)
        l.send(GestureScript.touchpadSwipe(at: Point(100, 200), by: Point(0, -150)))
        XCTAssertEqual(l.scrollOffset(now: 0), 150, accuracy: 0.5)
        l.advance(to: 0)
        let thumb = ScrollIndicator.thumbFrame(viewport: l.size, contentHeight: 100 * 48, offset: 150)
        XCTAssertNotNil(thumb)
        XCTAssertTrue(SceneProbe.numbers(l.scene(now: 0)).contains(thumb?.height ?? -1), "the overlay bar shows")
        XCTAssertNil(l.selectedIndex, "the press of a touchpad scroll selects nothing")
    }

    func testGesturesInsideARowReachItsControls() {
        var toggled: [Int] = []
        let l = ListView(count: 20, makeRow: { ListRow("", accessory: Switch()) }) { row, i in
            row.title = "Row \(i)"
            (row.accessory as? Switch)?.onChange = { _, _ in toggled.append(i) }
        }
        l.layout(size: Size(300, 480), now: 0)
        guard let row = l.row(at: 2) else { return XCTFail("row 2 is in view") }
        let knob = row.accessoryFrame.offsetBy(dx: 0, dy: row.frame.y)
        l.send(GestureScript.click(Point(knob.midX, knob.midY)))
        XCTAssertEqual(toggled, [2])
    }
}
