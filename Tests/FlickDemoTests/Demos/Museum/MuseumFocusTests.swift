import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickDemo
@testable import FlickKit

/// Tab walks the museum's shown browser (each picture of the page shown, in reading order), then
/// its tab bar's items, and Shift+Tab the same stops back, with one focused node at each step.
final class MuseumFocusTests: XCTestCase {
    private func tab(_ h: MuseumHarness, backward: Bool = false) -> Bool {
        h.museum.handle(.key(KeyCombo("Tab", modifiers: backward ? [.shift] : [])), now: h.now)
    }

    /// The names of the museum's focused nodes.
    private func focused(_ h: MuseumHarness) -> [String] {
        h.museum.semantics(now: h.now).flatMap(\.allNodes).filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testTabEntersTheGridAtAPictureThenGoesToTheTabsAndShiftTabComesBackToIt() {
        let h = MuseumHarness()
        XCTAssertTrue(tab(h), "the browser takes the first Tab")
        XCTAssertEqual(focused(h), ["Collection 0"], "the first picture, one focused node")
        h.key("Right")
        XCTAssertEqual(focused(h), ["Collection 1"], "the arrows move between the pictures")
        XCTAssertTrue(tab(h), "the next Tab leaves the grid, one stop, for the first tab")
        XCTAssertTrue(h.museum.tabBar.hasFocus)
        XCTAssertTrue(h.museum.tabBar.items[0].isFocused)
        XCTAssertEqual(focused(h).count, 1)
        XCTAssertTrue(tab(h, backward: true), "Shift+Tab from the first tab goes back into the browser")
        XCTAssertFalse(h.museum.tabBar.hasFocus)
        XCTAssertEqual(focused(h), ["Collection 1"], "to the picture focused last: one focused node")
    }

    func testAClickOnAPictureFocusesItAndItsDetailTakesTheFocusAndGivesItBack() throws {
        let h = MuseumHarness()
        h.settle()
        let picture = try XCTUnwrap(h.tester.tree.allNodes.first { $0.role == .picture && $0.name == "Collection 2" })
        h.click(picture.frame.center)
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection 2")
        let inDetail = h.tester.tree.allNodes.filter { $0.states.contains(.focused) }
        XCTAssertEqual(inDetail.count, 1, "one focused node: \(inDetail.map(\.summary))")
        XCTAssertNotEqual(inDetail.first?.role, .picture, "the open detail holds the focus, not the grid's picture under it")
        h.key("Escape")
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(focused(h), ["Collection 2"], "closing gives the focus back to the picture clicked")
    }
}
