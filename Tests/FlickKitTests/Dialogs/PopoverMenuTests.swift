import FlickCore
import FlickKit
import FlickTesting
import XCTest

final class PopoverMenuTests: XCTestCase {
    let anchor = Rect(x: 950, y: 6, width: 36, height: 36)

    /// A menu of three lines (the middle one disabled when asked) recording the chosen ones.
    func menu(disabledMiddle: Bool = false) -> (PopoverMenu, UnsafeMutablePointer<[String]>) {
        let chosen = UnsafeMutablePointer<[String]>.allocate(capacity: 1)
        chosen.initialize(to: [])
        addTeardownBlock { chosen.deinitialize(count: 1); chosen.deallocate() }
        let m = PopoverMenu(name: "Main menu", items: ["Keyboard Shortcuts", "Preferences", "About Flick"].map { title in
            PopoverMenuItem(title, isEnabled: !(disabledMiddle && title == "Preferences")) { _ in chosen.pointee.append(title) }
        })
        m.layout(size: Size(1024, 700), now: 0)
        return (m, chosen)
    }

    func testItOpensUnderItsButtonInsideTheWindow() {
        let (m, _) = menu()
        XCTAssertTrue(m.scene(now: 0).isEmptyScene, "closed, nothing is drawn")
        XCTAssertTrue(m.semantics(now: 0).isEmpty)
        m.open(from: anchor, now: 0)
        let panel = m.panelFrame
        XCTAssertEqual(panel.minY, anchor.maxY + Constants.popoverGapPx)
        XCTAssertLessThanOrEqual(panel.maxX, 1024 - Constants.popoverMarginPx, "kept inside the window's right edge")
        XCTAssertGreaterThanOrEqual(panel.width, Constants.popoverMinWidthPx)
        XCTAssertEqual(panel.height, 3 * Constants.popoverRowHeightPx + 2 * Constants.popoverPaddingPx)
        XCTAssertTrue(m.isAnimating(now: 0.01), "it fades in")
        XCTAssertFalse(m.isAnimating(now: Constants.popoverFadeS + 0.01))
        XCTAssertEqual(SceneProbe.texts(m.scene(now: 1)), ["Keyboard Shortcuts", "Preferences", "About Flick"])
        m.layout(size: Size(200, 700), now: 1)
        XCTAssertGreaterThanOrEqual(m.panelFrame.minX, Constants.popoverMarginPx, "a narrow window keeps its left edge in")
    }

    func testAClickOnALineChoosesItAndCloses() {
        let (m, chosen) = menu()
        var closed = 0
        m.onClose = { _ in closed += 1 }
        m.open(from: anchor, now: 0)
        for g in GestureScript.click(m.rowFrame(2).center) { XCTAssertTrue(m.handle(g, now: 1)) }
        XCTAssertEqual(chosen.pointee, ["About Flick"])
        XCTAssertFalse(m.isOpen)
        XCTAssertEqual(closed, 1)
        XCTAssertFalse(m.handle(.hover(Point(10, 10)), now: 2), "closed, it lets everything through")
    }

    func testAPressOutsideClosesAndGoesNoFurther() {
        let (m, chosen) = menu()
        m.open(from: anchor, now: 0)
        for g in GestureScript.click(Point(100, 400)) { XCTAssertTrue(m.handle(g, now: 1), "the whole click is the menu's") }
        XCTAssertFalse(m.isOpen)
        XCTAssertEqual(chosen.pointee, [])
        XCTAssertFalse(m.handle(.press(Point(100, 400), button: 1, modifiers: []), now: 2), "the next press is not")
    }

    func testTheKeysMoveTheHighlightSkippingDisabledLinesChooseAndClose() {
        let (m, chosen) = menu(disabledMiddle: true)
        m.open(from: anchor, now: 0, byKeyboard: true)
        XCTAssertEqual(m.highlighted, 0, "opened by a key, the first line is highlighted")
        m.handle(GestureScript.key("Down"), now: 0)
        XCTAssertEqual(m.highlighted, 2, "the disabled line is skipped")
        m.handle(GestureScript.key("Down"), now: 0)
        XCTAssertEqual(m.highlighted, 0, "round to the top")
        m.handle(GestureScript.key("Up"), now: 0)
        XCTAssertEqual(m.highlighted, 2)
        m.handle(GestureScript.key("Home"), now: 0)
        XCTAssertEqual(m.highlighted, 0)
        m.handle(GestureScript.key("Return"), now: 0)
        XCTAssertEqual(chosen.pointee, ["Keyboard Shortcuts"])
        XCTAssertFalse(m.isOpen)
        m.open(from: anchor, now: 1)
        XCTAssertNil(m.highlighted, "opened by a click, nothing is highlighted until the pointer or a key")
        XCTAssertTrue(m.handle(GestureScript.key("x"), now: 1), "modal: other keys go nowhere")
        m.handle(GestureScript.key("Escape"), now: 1)
        XCTAssertFalse(m.isOpen)
        XCTAssertEqual(chosen.pointee, ["Keyboard Shortcuts"])
    }

    func testTheHighlightedLineIsFilledAndRingedAfterKeyboardUse() {
        let (m, _) = menu()
        m.open(from: anchor, now: 0, byKeyboard: true)
        let ringColor = m.environment.controlStyle.focusRing
        func rings() -> Int { FocusRing.drawing(with: FocusVisibility(isVisible: true)) { strokes(m.scene(now: 1), ringColor) } }
        XCTAssertEqual(rings(), 1)
        XCTAssertEqual(FocusRing.drawing(with: FocusVisibility(isVisible: false)) { strokes(m.scene(now: 1), ringColor) }, 0)
        m.handle(.hover(m.rowFrame(2).center), now: 1)
        XCTAssertEqual(m.highlighted, 2, "the pointer highlights the line under it")
    }

    func testItDescribesAMenuOfNamedItemsThatActivate() throws {
        let (m, chosen) = menu(disabledMiddle: true)
        m.open(from: anchor, now: 0, byKeyboard: true)
        let node = try XCTUnwrap(m.semantics(now: 0).first)
        XCTAssertEqual(node.role, .menu)
        XCTAssertEqual(node.name, "Main menu")
        XCTAssertEqual(node.children.map(\.role), [.menuItem, .menuItem, .menuItem])
        XCTAssertEqual(node.children.map(\.name), ["Keyboard Shortcuts", "Preferences", "About Flick"])
        XCTAssertTrue(node.children[0].states.contains(.focused))
        XCTAssertTrue(node.children[1].states.contains(.disabled))
        XCTAssertFalse(node.children[1].perform(.activate, now: 0))
        XCTAssertTrue(node.children[2].perform(.activate, now: 0))
        XCTAssertEqual(chosen.pointee, ["About Flick"])
        m.open(from: anchor, now: 1)
        XCTAssertTrue(try XCTUnwrap(m.semantics(now: 1).first).perform(.dismiss, now: 1))
        XCTAssertFalse(m.isOpen)
    }
}

/// The number of outlines of `color` in `node`.
private func strokes(_ node: SceneNode, _ color: Color) -> Int {
    switch node {
    case .group(let g): return g.children.map { strokes($0, color) }.reduce(0, +)
    case .strokeRect(_, let c, _, _): return c == color ? 1 : 0
    default: return 0
    }
}

private extension SceneNode {
    var isEmptyScene: Bool {
        if case .empty = self { return true }
        return false
    }
}
