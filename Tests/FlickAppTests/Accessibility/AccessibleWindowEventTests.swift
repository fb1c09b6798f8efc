@testable import FlickApp
import XCTest

/// What a screen reader follows as the bridge updates a window's objects: the focus on one node
/// at a time with a focus event when it moves (onto a new node too), `selection-changed` when a
/// list's chosen child changes, and a node's announcement when it changes and the focus stays.
final class AccessibleWindowEventTests: XCTestCase {
    private var nextID: UInt64 = 0
    private lazy var window = AccessibleWindow { [unowned self] in
        nextID += 1
        return nextID
    }

    private func node(_ role: SemanticsRole, _ name: String, _ states: SemanticsStates = [],
                      children: [SemanticsNode] = [], announcement: String? = nil) -> SemanticsNode {
        var n = SemanticsNode(role: role, name: name, states: states, frame: Rect(x: 0, y: 0, width: 10, height: 10),
                              children: children)
        n.announcement = announcement
        return n
    }

    private func tree(_ children: [SemanticsNode]) -> SemanticsNode {
        node(.window, "Window", children: children)
    }

    /// Syncs `children` and returns the events.
    @discardableResult
    private func sync(_ children: [SemanticsNode]) -> [AccessibleWindow.Event] {
        window.sync(tree(children), title: "Window", scale: 1).events
    }

    /// The names of the objects ATK shows focused.
    private var focusedNames: [String] {
        let bit = AtkMapping.states(of: node(.button, "", .focused)) & ~AtkMapping.states(of: node(.button, ""))
        return window.objects.values.filter { $0.shownStates & bit != 0 }.map(\.node.name).sorted()
    }

    private func buttons(focused: String?) -> [SemanticsNode] {
        ["A", "B", "C"].map { node(.button, $0, $0 == focused ? [.focusable, .focused] : .focusable) }
    }

    override func tearDown() {
        window.release()
    }

    func testTabMovesTheFocusWithOneFocusEventAndOneFocusedNode() {
        XCTAssertEqual(sync(buttons(focused: "A")), [.focus(.button, "A")], "the first read shows where the focus is")
        XCTAssertEqual(sync(buttons(focused: "B")), [.focus(.button, "B")])
        XCTAssertEqual(focusedNames, ["B"])
        XCTAssertEqual(sync(buttons(focused: "B")), [], "nothing moved, nothing said")
    }

    func testTwoNodesClaimingTheFocusShowOnlyTheOneThatTookItLast() {
        sync(buttons(focused: "A"))
        var both = buttons(focused: "A")
        both[2].states.insert(.focused)
        XCTAssertEqual(sync(both), [.focus(.button, "C")])
        XCTAssertEqual(focusedNames, ["C"])
        XCTAssertEqual(sync(both), [], "the holder stays: no focus flips back and forth")
        XCTAssertEqual(focusedNames, ["C"])
    }

    func testANewSurfaceThatTakesTheFocusSendsAFocusEvent() {
        sync(buttons(focused: "A"))
        let dialog = node(.dialog, "About", children: [node(.button, "Close", [.focusable, .focused])])
        XCTAssertEqual(sync(buttons(focused: nil) + [dialog]), [.focus(.button, "Close")])
        XCTAssertEqual(focusedNames, ["Close"])
        XCTAssertEqual(sync(buttons(focused: "A")), [.focus(.button, "A")], "closing it gives the focus back")
    }

    func testAnAnnouncementIsSpokenWhenItChangesWhileTheFocusStays() {
        let pages = { (selected: Int) in
            self.node(.pageList, "Pages", children: (0..<3).map { self.node(.page, "P\($0)", $0 == selected ? .selected : []) },
                      announcement: "P\(selected), \(selected + 1) of 3")
        }
        sync(buttons(focused: "A") + [pages(0)])
        XCTAssertEqual(sync(buttons(focused: "A") + [pages(1)]),
                       [.selectionChanged(.pageList, "Pages"), .announcement("P1, 2 of 3")])
        XCTAssertEqual(sync(buttons(focused: "A") + [pages(1)]), [], "the same text is not said twice")
    }

    func testNoAnnouncementWhenTheFocusMovesWithTheChange() {
        let list = { (text: String) in self.node(.group, "Settings", announcement: text) }
        sync(buttons(focused: "A") + [list("Settings, closed")])
        XCTAssertEqual(sync(buttons(focused: "B") + [list("Settings, open")]), [.focus(.button, "B")])
    }

    func testANewNodeAnnouncesNothingUntilItsTextChanges() {
        sync(buttons(focused: "A"))
        XCTAssertEqual(sync(buttons(focused: "A") + [node(.group, "Detail", announcement: "Detail, not in favorites")]), [])
        XCTAssertEqual(sync(buttons(focused: "A") + [node(.group, "Detail", announcement: "Detail, in favorites")]),
                       [.announcement("Detail, in favorites")])
    }

    func testAFocusGoingUpFromAPageToItsListStillAnnouncesWhatChanged() {
        let pages = { (listFocused: Bool, said: String) in
            self.node(.pageList, "Pages", listFocused ? [.focusable, .focused] : .focusable,
                      children: [self.node(.page, "P0", listFocused ? .selected : [.selected, .focused])],
                      announcement: said)
        }
        sync([pages(false, "P0, 1 of 1")])
        XCTAssertEqual(sync([pages(true, "All pages: P0, 1 of 1")]),
                       [.focus(.pageList, "Pages"), .announcement("All pages: P0, 1 of 1")],
                       "a reader presents the list by its selected page, the node it was on: only the announcement is news")
        XCTAssertEqual(sync([pages(false, "P0, 1 of 1")]), [.focus(.page, "P0")], "down to the page: its focus is heard")
    }

    func testAFocusGoingUpToAListWithNothingElseToSayAnnouncesTheList() {
        let pages = { (listFocused: Bool) -> SemanticsNode in
            var list = self.node(.pageList, "Pages", listFocused ? [.focusable, .focused] : .focusable,
                                 children: [self.node(.page, "P0", listFocused ? .selected : [.selected, .focused])],
                                 announcement: "P0, 1 of 3")
            list.value = "1 of 3"
            return list
        }
        sync([pages(false)])
        XCTAssertEqual(sync([pages(true)]), [.focus(.pageList, "Pages"), .announcement("Pages, 1 of 3")],
                       "the key that moved the focus is heard: the list, by its name and value")
    }
}
