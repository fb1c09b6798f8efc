import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickDemo
@testable import FlickKit

/// Tab walks the museum's shown browser, then its tab bar's items, and Shift+Tab the same stops back.
final class MuseumFocusTests: XCTestCase {
    private func tab(_ h: MuseumHarness, backward: Bool = false) -> Bool {
        h.museum.handle(.key(KeyCombo("Tab", modifiers: backward ? [.shift] : [])), now: h.now)
    }

    func testTabGoesFromTheBrowserToTheTabsAndShiftTabComesBackIntoTheBrowser() {
        let h = MuseumHarness()
        XCTAssertTrue(tab(h), "the browser takes the first Tab")
        XCTAssertFalse(h.museum.tabBar.hasFocus)
        XCTAssertTrue(tab(h), "then the first tab")
        XCTAssertTrue(h.museum.tabBar.hasFocus)
        XCTAssertTrue(h.museum.tabBar.items[0].isFocused)
        XCTAssertTrue(tab(h, backward: true), "Shift+Tab from the first tab goes back into the browser")
        XCTAssertFalse(h.museum.tabBar.hasFocus)
        let focused = h.museum.semantics(now: h.now).flatMap(\.allNodes).filter { $0.states.contains(.focused) }
        XCTAssertEqual(focused.count, 1, "one focused node, in the browser")
    }
}
