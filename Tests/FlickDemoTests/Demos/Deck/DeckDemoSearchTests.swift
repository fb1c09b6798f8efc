@testable import FlickDemo
import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The deck demo's search field over a section's entries: reached by Tab, by name and by ctrl+f, it filters
/// the rows once the typing pauses and says so when nothing matches.
final class DeckDemoSearchTests: XCTestCase {
    private func tester() -> (ComponentTester, DeckDemo) {
        let demo = DeckDemo()
        let tester = ComponentTester(demo, size: Size(1024, 700))
        tester.onFailure = { message, file, line in XCTFail(message, file: file, line: line) }
        tester.settle()
        return (tester, demo)
    }

    private func rowNames(_ demo: DeckDemo) -> [String] { demo.page.rows.map(\.item.title) }

    func testTypingFiltersTheRowsAfterThePause() {
        let (t, demo) = tester()
        t.click("Search", role: .entry)
        t.type("sea")
        XCTAssertEqual(rowNames(demo).count, 8, "nothing filtered while the typing goes on")
        t.wait(ms: 200)
        XCTAssertEqual(t.state["Search.text"], "sea")
        XCTAssertEqual(rowNames(demo), ["Katherine"])
        t.type(" sand")
        t.wait(ms: 200)
        XCTAssertEqual(rowNames(demo), ["Katherine"], "every word must match")
        XCTAssertTrue(t.elements.contains { $0.name == "Katherine" })
        XCTAssertFalse(t.elements.contains { $0.name == "Ada" })
    }

    func testCtrlFFocusesTheSearchFromAnywhereInTheDemo() {
        let (t, demo) = tester()
        XCTAssertFalse(demo.page.search.isFocused)
        t.key("ctrl+f")
        XCTAssertTrue(demo.page.search.isFocused)
        t.type("sea")
        t.wait(ms: 200)
        XCTAssertEqual(rowNames(demo), ["Katherine"])
    }

    func testNothingMatchingSaysSoAndEscapeBringsEveryRowBack() {
        let (t, demo) = tester()
        t.click("Search", role: .entry)
        t.type("seaweed")
        t.wait(ms: 200)
        XCTAssertEqual(rowNames(demo), [])
        XCTAssertTrue(t.elements.contains { $0.name == "No entries match “seaweed”" })
        t.key("Escape")
        t.wait(ms: 200)
        XCTAssertEqual(t.state["Search.text"], "")
        XCTAssertEqual(rowNames(demo).count, 8)
        XCTAssertFalse(t.elements.contains { $0.name.hasPrefix("No entries match") })
    }

    func testTabReachesTheSearchFieldFirst() {
        let (t, demo) = tester()
        t.key("Tab")
        XCTAssertTrue(demo.page.search.isFocused)
        t.type("café")
        t.wait(ms: 200)
        XCTAssertEqual(rowNames(demo), ["Grace"], "a search ignores case and accents: \(rowNames(demo))")
    }

    func testAnotherSectionStartsUnfilteredAndPhotosHasNoSearch() {
        let demo = DeckDemo()
        demo.layout(size: Size(1024, 700), now: 0)
        demo.page.filter(by: "ada")
        XCTAssertEqual(rowNames(demo), ["Ada"])
        demo.show(section: 2)
        XCTAssertEqual(rowNames(demo).count, DeckDemoSection.all[2].items.count)
        XCTAssertEqual(demo.page.search.text, "")
        demo.show(section: 1)
        XCTAssertFalse(demo.page.group.controls.contains { $0 === demo.page.search })
        XCTAssertNil(demo.state["Search.text"])
    }

    func testAMatchLooksAtTheTitleTheLineAndTheDetail() {
        let item = DeckDemoItem("Grace", "Checked in at the harbour café", detail: "9:12", tint: 0)
        XCTAssertTrue(DeckDemoCenterPage.matches(item, query: "GRACE"))
        XCTAssertTrue(DeckDemoCenterPage.matches(item, query: "cafe harbour"))
        XCTAssertTrue(DeckDemoCenterPage.matches(item, query: "9:12"))
        XCTAssertTrue(DeckDemoCenterPage.matches(item, query: ""))
        XCTAssertFalse(DeckDemoCenterPage.matches(item, query: "grace lighthouse"))
    }
}
