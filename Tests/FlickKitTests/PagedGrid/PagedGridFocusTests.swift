import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

/// The 1280x744 harness grid is 4x2 per page, 28 items on 4 pages.
final class PagedGridFocusTests: XCTestCase {
    private func key(_ h: PagedGridHarness, _ name: String, _ modifiers: Modifiers = []) -> Bool {
        h.send(.key(KeyCombo(name, modifiers: modifiers)))
    }

    /// The stroked rectangles of a scene (the focus ring is one).
    private func rings(_ node: SceneNode) -> [Rect] {
        switch node {
        case .group(let g): return g.children.flatMap(rings)
        case .strokeRect(let r, _, _, _): return [r]
        default: return []
        }
    }

    /// The names of the grid's nodes reported focused.
    private func focusedNames(_ h: PagedGridHarness) -> [String] {
        h.grid.semantics(now: h.now).flatMap(\.allNodes).filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testTheGridIsOneTabStopThatReturnsToThePictureFocusedLast() {
        let h = PagedGridHarness()
        h.grid.go(to: 1, animated: false, now: h.now)
        XCTAssertNil(h.grid.focusedIndex)
        XCTAssertTrue(key(h, "Tab"))
        XCTAssertEqual(h.grid.focusedIndex, 8, "the first picture of the page shown")
        XCTAssertEqual(focusedNames(h), ["Item 9"], "one focused node")
        let node = FocusChain.focusedNode(in: h.grid, now: h.now)
        XCTAssertFalse(node === h.grid, "a picture's stop holds the focus, not the grid")
        XCTAssertTrue(FocusChain.stops(in: h.grid, now: h.now).contains { $0 === node })
        XCTAssertTrue(key(h, "Right"))
        XCTAssertEqual(h.grid.focusedIndex, 9, "the arrows move between the pictures")
        XCTAssertFalse(key(h, "Tab"), "the next Tab leaves the grid, as GTK's grid view and ARIA's grid: the container moves it on")
        XCTAssertNil(h.grid.focusedIndex)
        XCTAssertEqual(focusedNames(h), [])
        XCTAssertTrue(key(h, "ISO_Left_Tab"))
        XCTAssertEqual(h.grid.focusedIndex, 9, "Shift+Tab comes back to the picture focused last")
        XCTAssertFalse(key(h, "ISO_Left_Tab"))
        h.grid.go(to: 0, animated: false, now: h.now)
        XCTAssertTrue(key(h, "Tab"))
        XCTAssertEqual(h.grid.focusedIndex, 0, "that picture's page no longer shows: the first of the page shown")
    }

    func testAPressFocusesThePictureAndTakesTheFocusFromTheRestOfTheWindow() {
        let grid = PagedGrid(items: PagedGridHarness.items(12))
        let outside = Button("Outside")
        let root = Stack(.vertical, items: [StackItem(outside), StackItem(grid, expands: true)])
        let t = ComponentTester(root, size: Size(1280, 744))
        t.key("Tab")
        XCTAssertTrue(outside.isFocused)
        guard let picture = grid.pictureFrame(ofItem: 2, now: t.now), let origin = root.frames.last?.origin else {
            return XCTFail("the grid lays out its pictures")
        }
        t.click(at: picture.center + origin)
        XCTAssertEqual(grid.focusedIndex, 2)
        XCTAssertFalse(outside.isFocused, "one focused node in the window")
        XCTAssertEqual(t.tree.allNodes.filter { $0.states.contains(.focused) }.map(\.name), ["Item 3"])
    }

    func testAnEmptyGridTakesNoFocus() {
        let h = PagedGridHarness(count: 0)
        XCTAssertFalse(key(h, "Tab"))
        XCTAssertNil(h.grid.focusedIndex)
    }

    func testArrowsMoveTheFocusAcrossItemsAndPages() {
        let h = PagedGridHarness()
        _ = key(h, "Tab")
        XCTAssertTrue(key(h, "Right"))
        XCTAssertEqual(h.grid.focusedIndex, 1)
        XCTAssertTrue(key(h, "Down"))
        XCTAssertEqual(h.grid.focusedIndex, 5)
        XCTAssertTrue(key(h, "Down"))
        XCTAssertEqual(h.grid.focusedIndex, 9, "down from the last row goes on to the next page")
        XCTAssertEqual(h.grid.currentPage, 1, "the grid follows the focus")
        XCTAssertTrue(key(h, "Left"))
        XCTAssertEqual(h.grid.focusedIndex, 8)
        XCTAssertTrue(key(h, "Left"))
        XCTAssertEqual(h.grid.focusedIndex, 7)
        XCTAssertEqual(h.grid.currentPage, 0)
        XCTAssertTrue(key(h, "Up"))
        XCTAssertEqual(h.grid.focusedIndex, 3)
        XCTAssertTrue(key(h, "Up"))
        XCTAssertEqual(h.grid.focusedIndex, 3, "nothing above the first row")
        XCTAssertTrue(key(h, "End"))
        XCTAssertEqual(h.grid.focusedIndex, 27)
        XCTAssertEqual(h.grid.currentPage, 3)
        XCTAssertTrue(key(h, "Right"))
        XCTAssertEqual(h.grid.focusedIndex, 27, "nothing past the last item")
        XCTAssertTrue(key(h, "Page_Up"))
        XCTAssertEqual(h.grid.focusedIndex, 19)
        XCTAssertTrue(key(h, "Home"))
        XCTAssertEqual(h.grid.focusedIndex, 0)
    }

    func testDownOntoAShorterLastRowLandsOnItsLastItem() {
        let h = PagedGridHarness(count: 26)
        h.grid.focus(itemIndex: 23, now: h.now)
        XCTAssertTrue(key(h, "Down"))
        XCTAssertEqual(h.grid.focusedIndex, 25)
        XCTAssertTrue(key(h, "Down"))
        XCTAssertEqual(h.grid.focusedIndex, 25)
    }

    func testWithoutFocusTheArrowsPageAndLeftIsLeftToTheOwner() {
        let h = PagedGridHarness()
        XCTAssertTrue(key(h, "Down"))
        XCTAssertEqual(h.grid.currentPage, 1)
        XCTAssertFalse(key(h, "Left"))
        XCTAssertNil(h.grid.focusedIndex)
    }

    func testReturnAndSpaceOpenTheFocusedItemAsATapDoes() {
        let h = PagedGridHarness()
        h.grid.focus(itemIndex: 10, animated: false, now: h.now)
        XCTAssertTrue(key(h, "Return"))
        XCTAssertTrue(key(h, "space"))
        XCTAssertEqual(h.opened.map(\.index), [10, 10])
        XCTAssertEqual(h.opened.first?.frame, h.grid.pictureFrame(ofItem: 10, now: h.now))
    }

    func testAPageSwipedAwayBringsTheFocusToThePageShown() {
        let h = PagedGridHarness()
        h.grid.focus(itemIndex: 2, now: h.now)
        h.grid.go(to: 2, animated: false, now: h.now)
        XCTAssertTrue(key(h, "Right"))
        XCTAssertEqual(h.grid.focusedIndex, 17)
    }

    func testTheFocusedPictureHasARingAndTheSemanticsSayFocused() {
        let h = PagedGridHarness()
        XCTAssertEqual(rings(h.frame()), [])
        h.grid.focus(itemIndex: 5, animated: false, now: h.now)
        let picture = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        let ring = rings(h.frame())
        XCTAssertEqual(ring.count, 1)
        XCTAssertTrue(ring[0].contains(picture.origin) && ring[0].width > picture.width, "around the picture")
        let nodes = h.grid.semantics(now: h.now)[0].children
        XCTAssertEqual(nodes.filter { $0.states.contains(.focused) }.map(\.name), ["Item 6"])
        h.grid.go(to: 3, animated: false, now: h.now)
        XCTAssertEqual(rings(h.frame()), [], "no ring for a picture out of view")
        XCTAssertEqual(h.grid.semantics(now: h.now)[0].children.filter { $0.states.contains(.focused) }.count, 1,
                       "the focused item stays in the tree")
    }

    func testFewerItemsKeepTheFocusInRange() {
        let h = PagedGridHarness()
        h.grid.focus(itemIndex: 27, now: h.now)
        h.grid.items = PagedGridHarness.items(5)
        XCTAssertEqual(h.grid.focusedIndex, 4)
        h.grid.items = []
        XCTAssertNil(h.grid.focusedIndex)
    }
}
