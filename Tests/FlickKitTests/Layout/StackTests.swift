import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class StackTests: XCTestCase {
    func testClicksReachTheChildUnderThePointer() {
        var log: [String] = []
        let a = Button("A") { _ in log.append("A") }, b = Button("B") { _ in log.append("B") }
        let stack = Stack(.horizontal, spacing: 10, padding: EdgeInsets(all: 5), children: [a, b])
        stack.layout(size: Size(300, 50), now: 0)
        stack.send(GestureScript.click(Point(a.frame.midX, 20)))
        stack.send(GestureScript.click(Point(b.frame.midX, 20)))
        stack.send(GestureScript.click(Point(b.frame.maxX + 5, 20)))
        XCTAssertEqual(log, ["A", "B"])
        XCTAssertTrue(a.container === stack, "the stack adopts its children")
    }

    func testTabWalksTheControlsThenLetsGoAndKeysReachTheFocusedOne() {
        var log: [String] = []
        let label = Label("Title")
        let a = Button("A") { _ in log.append("A") }, b = Button("B") { _ in log.append("B") }
        let stack = Stack(children: [label, a, b])
        stack.layout(size: Size(200, 300), now: 0)
        XCTAssertTrue(stack.handle(GestureScript.key("Tab"), now: 0))
        XCTAssertTrue(a.isFocused, "the label takes no focus")
        XCTAssertTrue(stack.handle(GestureScript.key("Tab"), now: 0))
        XCTAssertTrue(b.isFocused)
        XCTAssertFalse(a.isFocused)
        stack.handle(GestureScript.key("Return"), now: 0)
        XCTAssertEqual(log, ["B"])
        XCTAssertFalse(stack.handle(GestureScript.key("Tab"), now: 0), "past the last: the container moves on")
        XCTAssertNil(stack.focusedComponent)
        XCTAssertTrue(stack.handle(GestureScript.key("Tab", [.shift]), now: 0))
        XCTAssertTrue(b.isFocused, "Shift+Tab starts at the end")
    }

    func testNestedStacksTakeTabInTurn() {
        let a = Button("A"), b = Button("B"), c = Button("C")
        let row = Stack(.horizontal, children: [a, b])
        let column = Stack(children: [row, c])
        column.layout(size: Size(300, 300), now: 0)
        var focused: [String] = []
        for _ in 0..<3 {
            column.handle(GestureScript.key("Tab"), now: 0)
            focused.append([a, b, c].first { $0.isFocused }?.name ?? "-")
        }
        XCTAssertEqual(focused, ["A", "B", "C"])
    }

    func testAStackSizesItselfFromItsChildrenAndLaysOutComponents() {
        let probe = DrawnView { _ in .empty }
        let column = Stack(spacing: 6, padding: EdgeInsets(vertical: 10),
                           items: [StackItem(ListRow("A")), StackItem(probe, length: 100)])
        XCTAssertEqual(column.preferredSize(for: 250), Size(250, 10 + 48 + 6 + 100 + 10))
        column.layout(size: Size(250, 400), now: 0)
        XCTAssertEqual(column.frames[1], Rect(x: 0, y: 64, width: 250, height: 100))
        let row = Stack(.horizontal, spacing: 4, children: [Switch(), Switch()])
        XCTAssertEqual(row.preferredSize(for: 500), Size(44 + 4 + 44, 24))
    }

    func testAStackMeasuresItsExpandingItemsAtTheirOwnLength() {
        let column = Stack(.vertical, items: [StackItem(Label("a")), StackItem(Label("b"), length: 30, expands: true)])
        XCTAssertEqual(column.preferredSize(for: 200).height, Label("a").preferredSize(for: 200).height + 30)
    }

    func testTheSemanticsTreeHoldsTheChildrenAtTheirFrames() {
        let stack = Stack(padding: EdgeInsets(top: 20), children: [Label("Hello"), Button("Go")])
        stack.layout(size: Size(200, 200), now: 0)
        let nodes = stack.semantics(now: 0)
        XCTAssertEqual(nodes.map(\.name), ["Hello", "Go"])
        XCTAssertEqual(nodes[0].frame.y, 20)
        XCTAssertEqual(nodes[1].role, .button)
        XCTAssertEqual(nodes[1].frame.y, 20 + Label("Hello").preferredSize(for: 200).height)
    }

    /// The README's screen: a header, a list given 300 px and a trailing button, clamped to 600 px.
    func testTheReadmeScreenLaysOutAsItSays() {
        let names = ["Ada", "Grace", "Alan"]
        let list = ListView(count: names.count, makeRow: { ListRow("") }) { row, i in row.title = names[i] }
        let add = Button("Add") { _ in }
        let screen = Stack(.vertical, spacing: 8, padding: EdgeInsets(all: 16), maxContentWidth: 600, items: [
            StackItem(Label("People", emphasis: .header)),
            StackItem(list, length: 300),
            StackItem(add, alignment: .trailing),
        ])
        screen.layout(size: Size(1000, 700), now: 0)
        XCTAssertEqual(screen.frames[1], Rect(x: 200, y: 16 + screen.frames[0].height + 8, width: 600, height: 300))
        XCTAssertEqual(list.size, Size(600, 300))
        XCTAssertEqual(add.frame.maxX, 800)
        XCTAssertEqual(list.row(at: 1)?.title, "Grace")
        let tree = screen.semantics(now: 0)
        XCTAssertEqual(tree.map(\.role), [.heading, .list, .button])
        XCTAssertEqual(tree[1].children.map(\.name), names)
        XCTAssertEqual(tree[1].frame.origin, screen.frames[1].origin)
    }
}
