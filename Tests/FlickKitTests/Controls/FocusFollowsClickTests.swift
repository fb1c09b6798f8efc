import XCTest
import FlickCore
@testable import FlickKit

/// Focus follows a click, as GTK's focus-on-click: the pressed control takes focus and the
/// one before loses it; a press on something that takes no focus leaves focus where it was.
final class FocusFollowsClickTests: XCTestCase {
    private func click(_ c: any Component, _ p: Point) {
        c.handle(.press(p, button: 1, modifiers: []), now: 0)
        c.handle(.release(p, button: 1), now: 0)
        c.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 0)
    }

    func testAClickInAControlGroupMovesTheFocusToTheClickedControl() {
        let a = Button("a", frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let label = Label("l", frame: Rect(x: 0, y: 40, width: 100, height: 30))
        let b = Button("b", frame: Rect(x: 0, y: 80, width: 100, height: 30))
        let group = ControlGroup(controls: [a, label, b])
        group.layout(size: Size(200, 200), now: 0)
        group.handle(.key(KeyCombo("Tab")), now: 0)
        XCTAssertTrue(a.isFocused)
        click(group, Point(50, 95))
        XCTAssertTrue(b.isFocused, "the clicked button takes focus")
        XCTAssertFalse(a.isFocused, "the ring moves off the one before")
        XCTAssertTrue(group.focusedControl === b)
        click(group, Point(50, 55))
        XCTAssertTrue(b.isFocused, "a label takes no focus: it stays where it was")
        XCTAssertFalse(group.handle(.key(KeyCombo("Tab")), now: 0), "Tab goes on from the clicked control, the last: out of the group")
        XCTAssertFalse(b.isFocused)
        group.handle(.key(KeyCombo("Tab")), now: 0)
        XCTAssertTrue(a.isFocused, "the next Tab starts again at the first")
    }

    func testAClickOnARowsSwitchFocusesTheSwitch() {
        let toggle = Switch(name: "s")
        let row = ListRow("Row", accessory: toggle, frame: Rect(x: 0, y: 0, width: 300, height: 50), action: { _ in })
        let group = ControlGroup(controls: [row])
        group.layout(size: Size(300, 100), now: 0)
        let p = Point(toggle.frame.midX, toggle.frame.midY)
        click(group, p)
        XCTAssertTrue(toggle.isFocused)
        XCTAssertFalse(row.isFocused)
        click(group, Point(20, 25))
        XCTAssertTrue(row.isFocused)
        XCTAssertFalse(toggle.isFocused)
    }

    func testAClickInAStackMovesTheFocusToTheClickedControl() {
        let a = Button("a"), b = Button("b")
        let stack = Stack(.vertical, children: [a, b])
        stack.layout(size: Size(200, 200), now: 0)
        stack.handle(.key(KeyCombo("Tab")), now: 0)
        XCTAssertTrue(a.isFocused)
        click(stack, Point(b.frame.midX, b.frame.midY))
        XCTAssertTrue(b.isFocused)
        XCTAssertFalse(a.isFocused)
        XCTAssertTrue(stack.focusedComponent === b)
        stack.handle(.key(KeyCombo("Tab", modifiers: [.shift])), now: 0)
        XCTAssertTrue(a.isFocused, "Shift+Tab goes back from the clicked control")
    }
}
