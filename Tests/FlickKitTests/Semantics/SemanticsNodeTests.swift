import FlickCore
@testable import FlickKit
import XCTest

/// The semantics tree's building blocks: moving a subtree, marking it, locating by name and role
/// in reading order, and actions only when listed.
final class SemanticsNodeTests: XCTestCase {
    private func node(_ role: SemanticsRole, _ name: String, x: Double, y: Double, states: SemanticsStates = [],
                      children: [SemanticsNode] = []) -> SemanticsNode {
        SemanticsNode(role: role, name: name, states: states, frame: Rect(x: x, y: y, width: 10, height: 10),
                      children: children)
    }

    func testOffsetMovesTheWholeSubtree() {
        let tree = node(.group, "g", x: 1, y: 2, children: [node(.button, "b", x: 3, y: 4)])
        let moved = tree.offsetBy(Point(10, 20))
        XCTAssertEqual(moved.frame.origin, Point(11, 22))
        XCTAssertEqual(moved.children[0].frame.origin, Point(13, 24))
    }

    func testAddingStatesMarksEveryNode() {
        let tree = node(.page, "p", x: 0, y: 0, children: [node(.button, "b", x: 0, y: 0)]).adding(.offscreen)
        XCTAssertFalse(tree.isShowing)
        XCTAssertFalse(tree.children[0].isShowing)
    }

    func testAnExactNameWinsOverAContainingOne() {
        let tree = node(.window, "", x: 0, y: 0, children: [
            node(.button, "New Page Soon", x: 0, y: 0), node(.button, "New Page", x: 50, y: 50)])
        XCTAssertEqual(tree.locate("New Page")?.frame.origin, Point(50, 50))
    }

    func testAContainedNameMatchesIgnoringCase() {
        let tree = node(.window, "", x: 0, y: 0, children: [node(.button, "Favorite (f)", x: 5, y: 5)])
        XCTAssertEqual(tree.locate("favorite")?.name, "Favorite (f)")
        XCTAssertNil(tree.locate("Settings"))
    }

    func testSeveralMatchesGiveTheFirstOnScreenInReadingOrder() {
        let tree = node(.window, "", x: 0, y: 0, children: [
            node(.button, "Next", x: 0, y: 0, states: .offscreen),
            node(.button, "Next", x: 80, y: 40),
            node(.button, "Next", x: 10, y: 40),
            node(.button, "Next", x: 90, y: 5)])
        XCTAssertEqual(tree.locate("Next")?.frame.origin, Point(90, 5))
        let lowRow = node(.window, "", x: 0, y: 0, children: [
            node(.button, "Next", x: 80, y: 40), node(.button, "Next", x: 10, y: 40.3)])
        XCTAssertEqual(lowRow.locate("Next")?.frame.origin.x, 10, "one row (whole pixels) reads left to right")
    }

    func testARoleNarrowsTheMatch() {
        let tree = node(.window, "", x: 0, y: 0, children: [node(.text, "Settings", x: 0, y: 0),
                                                           node(.button, "Settings", x: 0, y: 30)])
        XCTAssertEqual(tree.locate("Settings", role: .button)?.frame.origin.y, 30)
    }

    func testVisibleNamesListShowingNamedNodesOnce() {
        let tree = node(.window, "", x: 0, y: 0, children: [
            node(.button, "B", x: 50, y: 0), node(.button, "A", x: 0, y: 0), node(.button, "A", x: 0, y: 60),
            node(.button, "Hidden", x: 0, y: 0, states: .offscreen), node(.group, "", x: 0, y: 0)])
        XCTAssertEqual(tree.visibleNames, ["A", "B"])
    }

    func testAnActionRunsOnlyWhenListed() {
        var ran: [SemanticsAction] = []
        let n = SemanticsNode(role: .button, name: "Go", frame: .zero, actions: [.activate],
                              actionHandler: { action, _ in ran.append(action); return true })
        XCTAssertTrue(n.perform(.activate, now: 0))
        XCTAssertFalse(n.perform(.dismiss, now: 0))
        XCTAssertEqual(ran, [.activate])
    }

    func testStatesHaveStableNames() {
        XCTAssertEqual(SemanticsStates([.checked, .focusable]).names, ["focusable", "checked"])
        XCTAssertEqual(SemanticsRole.listItem.rawValue, "list-item")
    }
}
