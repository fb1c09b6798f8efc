import XCTest
import FlickCore
@testable import FlickKit

/// The one focus mechanism (`FocusChain`, through `ComponentRouter`): Tab order through nested
/// containers, focus on press of the innermost focusable component, keys bubbling from the focused
/// component to its containers, and one focused node.
final class FocusChainTests: XCTestCase {
    private let tab = KeyCombo("Tab"), backTab = KeyCombo("Tab", modifiers: [.shift])

    /// A container with a shortcut of its own ("x"), which it takes only when its focused
    /// descendant did not use the key.
    private final class ShortcutPanel: RoutingContainer {
        let content: Stack
        let router = ComponentRouter()
        var shortcuts: [String] = []
        init(_ content: Stack) { self.content = content }
        func routedChildren(now: Double) -> [RoutedChild] { [RoutedChild(content, frame: Rect(x: 0, y: 0, width: 300, height: 300))] }
        func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now) }
        func layout(size: Size, now: Double) { content.layout(size: size, now: now) }
        @discardableResult
        func handle(_ gesture: Gesture, now: Double) -> Bool {
            if router.route(gesture, in: routedChildren(now: now), now: now) { return true }
            guard case .key(let key) = gesture, key.name == "x" || key.name == "space" else { return false }
            shortcuts.append(key.name)
            return true
        }
        func scene(now: Double) -> SceneNode { .empty }
        func isAnimating(now: Double) -> Bool { false }
        var state: [String: String] { [:] }
    }

    /// Tab as the host sends it: to the root, and once more (wrapping) when the root let it go.
    private func press(_ key: KeyCombo, on root: any Component, now: Double) {
        if !root.handle(.key(key), now: now) { root.handle(.key(key), now: now) }
    }

    /// The names of those of `controls` that hold the focus.
    private func focusedNames(_ controls: [Control]) -> [String] {
        controls.filter(\.isFocused).map(\.name)
    }

    private func click(_ c: any Component, _ p: Point, now: Double) {
        c.handle(.press(p, button: 1, modifiers: []), now: now)
        c.handle(.release(p, button: 1), now: now)
        c.handle(.tap(p, count: 1, button: 1, modifiers: []), now: now)
    }

    func testTabWalksNestedContainersInReadingOrderAndWrapsAtTheWindowsEnd() {
        let a = Button("a"), label = Label("label"), b = Button("b"), c = Button("c"), d = Button("d")
        let disabled = Button("disabled")
        disabled.isEnabled = false
        let toggle = Switch(name: "switch")
        let row = ListRow("row", accessory: toggle, action: { _ in })
        row.name = "row"
        let inner = Stack(.horizontal, children: [b, disabled, c])
        let group = ControlGroup(controls: [row]) { size in
            row.frame = Rect(x: 0, y: 0, width: size.width, height: 48)
            return 48
        }
        let root = Stack(.vertical, items: [StackItem(a), StackItem(label), StackItem(inner),
                                            StackItem(group, length: 60), StackItem(d)])
        root.layout(size: Size(400, 400), now: 0)
        let all: [Control] = [a, label, b, disabled, c, row, toggle, d]
        var order: [[String]] = []
        for i in 0..<8 {
            press(tab, on: root, now: Double(i))
            order.append(focusedNames(all))
        }
        XCTAssertEqual(order, [["a"], ["b"], ["c"], ["row"], ["switch"], ["d"], ["a"], ["b"]],
                       "labels and disabled controls are skipped, a row's switch comes after it, the end wraps")
        var back: [[String]] = []
        for i in 0..<3 {
            press(backTab, on: root, now: Double(10 + i))
            back.append(focusedNames(all))
        }
        XCTAssertEqual(back, [["a"], ["d"], ["switch"]], "Shift+Tab walks the same stops backward, wrapping")
    }

    func testAPressFocusesTheInnermostFocusableComponentUnderIt() {
        let toggle = Switch(name: "switch")
        let row = ListRow("row", accessory: toggle, action: { _ in })
        let label = Label("label")
        let root = Stack(.vertical, items: [StackItem(Stack(.vertical, children: [row])), StackItem(label)])
        root.layout(size: Size(400, 200), now: 0)
        let rowFrame = root.frames[0]
        click(root, Point(rowFrame.minX + toggle.frame.midX, rowFrame.minY + toggle.frame.midY), now: 0)
        XCTAssertTrue(toggle.isFocused, "the switch inside the row takes the focus")
        XCTAssertFalse(row.isFocused)
        click(root, Point(rowFrame.minX + 10, rowFrame.midY), now: 1)
        XCTAssertTrue(row.isFocused, "the row itself where no switch is")
        XCTAssertFalse(toggle.isFocused)
        click(root, Point(root.frames[1].midX, root.frames[1].midY), now: 2)
        XCTAssertTrue(row.isFocused, "a label takes no focus: it stays where it was")
    }

    func testAKeyGoesToTheFocusedControlFirstAndOnlyAnUnusedOneReachesTheContainersShortcut() {
        var pressed = 0
        let button = Button("b") { _ in pressed += 1 }
        let panel = ShortcutPanel(Stack(.vertical, children: [button]))
        panel.layout(size: Size(300, 300), now: 0)
        panel.handle(.key(KeyCombo("space")), now: 0)
        XCTAssertEqual(panel.shortcuts, ["space"], "nothing focused: the container's shortcut has the key")
        panel.handle(.key(tab), now: 1)
        XCTAssertTrue(button.isFocused)
        panel.handle(.key(KeyCombo("space")), now: 2)
        XCTAssertEqual(pressed, 1, "the focused button uses space")
        XCTAssertEqual(panel.shortcuts, ["space"], "so the container's shortcut does not see it")
        panel.handle(.key(KeyCombo("x")), now: 3)
        XCTAssertEqual(panel.shortcuts, ["space", "x"], "a key the button does not use bubbles up to the container")
    }

    func testOneNodeHoldsTheFocusAcrossContainers() {
        let a = Button("a", frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let b = Button("b", frame: Rect(x: 0, y: 40, width: 100, height: 30))
        let c = Button("c", frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let left = ControlGroup(controls: [a, b]), right = ControlGroup(controls: [c])
        let root = Stack(.horizontal, items: [StackItem(left, length: 150), StackItem(right, length: 150)])
        root.layout(size: Size(300, 100), now: 0)
        root.handle(.key(tab), now: 0)
        root.handle(.key(tab), now: 1)
        XCTAssertTrue(b.isFocused)
        click(root, Point(root.frames[1].minX + 50, 15), now: 2)
        XCTAssertEqual([a, b, c].filter(\.isFocused).map(\.name), ["c"], "the press took the focus from the other group")
        let focused = root.semantics(now: 3).flatMap(\.allNodes).filter { $0.states.contains(.focused) }
        XCTAssertEqual(focused.map(\.name), ["c"], "the semantics tree reports one focused node")
        root.handle(.key(backTab), now: 4)
        XCTAssertEqual([a, b, c].filter(\.isFocused).map(\.name), ["b"], "Shift+Tab goes back from the pressed control")
    }

    func testARouterFocusingAChildTakesTheFocusFromTheOthers() {
        let a = Button("a", frame: Rect(x: 0, y: 0, width: 50, height: 20))
        let b = Button("b", frame: Rect(x: 0, y: 30, width: 50, height: 20))
        let children = [a, b].map { RoutedChild($0, frame: $0.frame) }
        let router = ComponentRouter()
        router.focus(a, in: children)
        XCTAssertTrue(a.isFocused)
        router.focus(b, in: children)
        XCTAssertEqual([a, b].filter(\.isFocused).map(\.name), ["b"])
        router.focus(nil, in: children)
        XCTAssertFalse(a.isFocused || b.isFocused)
    }

    func testNothingFocusableMeansTabLetsTheFocusGo() {
        let root = Stack(.vertical, children: [Label("x")])
        root.layout(size: Size(100, 100), now: 0)
        XCTAssertFalse(root.handle(.key(tab), now: 0))
        XCTAssertNil(root.focusedComponent)
    }
}
