import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ListViewSectionsTests: XCTestCase {
    /// Twenty rows in a 300x480 panel, where rows 0, 5 and 19 are section headings.
    private func sectioned() -> ListView<ListRow> {
        let l = ListView(count: 20, makeRow: { ListRow("") }) { row, i in row.title = "Row \(i)" }
        l.isHeading = { [0, 5, 19].contains($0) }
        l.layout(size: Size(300, 480), now: 0)
        return l
    }

    /// The centre of row `i` while the list is not scrolled.
    private func centre(of i: Int) -> Point { Point(100, Double(i) * 48 + 24) }

    private func doubleTap(_ p: Point) -> [Gesture] {
        [.press(p, button: 1, modifiers: []), .release(p, button: 1), .tap(p, count: 1, button: 1, modifiers: []),
         .press(p, button: 1, modifiers: []), .release(p, button: 1), .tap(p, count: 2, button: 1, modifiers: [])]
    }

    func testUpDownHomeAndEndPassOverTheHeadings() {
        let l = sectioned()
        l.handle(GestureScript.key("Down"), now: 0)
        XCTAssertEqual(l.selectedIndex, 1, "the first Down skips the heading at 0")
        l.select(4)
        l.handle(GestureScript.key("Down"), now: 1)
        XCTAssertEqual(l.selectedIndex, 6)
        l.handle(GestureScript.key("Up"), now: 2)
        XCTAssertEqual(l.selectedIndex, 4)
        l.handle(GestureScript.key("End"), now: 3)
        XCTAssertEqual(l.selectedIndex, 18, "the last row is a heading")
        l.handle(GestureScript.key("Down"), now: 4)
        XCTAssertEqual(l.selectedIndex, 18, "only a heading lies below: the selection stays")
        l.handle(GestureScript.key("Home"), now: 5)
        XCTAssertEqual(l.selectedIndex, 1)
        l.handle(GestureScript.key("Up"), now: 6)
        XCTAssertEqual(l.selectedIndex, 1, "only a heading lies above")
    }

    func testAClickOnAHeadingNeitherSelectsNorActivates() {
        let l = sectioned()
        var selected: [Int] = [], activated: [Int] = []
        l.onSelect = { i, _ in selected.append(i) }
        l.onActivate = { i, _ in activated.append(i) }
        l.send(GestureScript.click(centre(of: 5)))
        XCTAssertNil(l.selectedIndex)
        XCTAssertEqual(selected, [])
        XCTAssertEqual(activated, [])
        l.select(5)
        XCTAssertEqual(l.selectedIndex, 6, "a heading given to select(_:) gives the row after it")
    }

    func testHeadingRowsAreDrawnAsHeadingsAndOthersAreNot() {
        let l = sectioned()
        XCTAssertEqual(l.row(at: 5)?.isHeading, true)
        XCTAssertEqual(l.row(at: 6)?.isHeading, false)
        l.isHeading = nil
        XCTAssertEqual(l.row(at: 5)?.isHeading, false, "a reused or reconfigured row follows the list")
    }

    func testAClickActivatesTheRowAndSelectsItButASecondClickOnlyActivates() {
        let l = sectioned()
        var selected: [Int] = [], activated: [Int] = []
        l.onSelect = { i, _ in selected.append(i) }
        l.onActivate = { i, _ in activated.append(i) }
        l.send(GestureScript.click(centre(of: 3)))
        XCTAssertEqual(selected, [3])
        XCTAssertEqual(activated, [3])
        l.send(GestureScript.click(centre(of: 3)))
        XCTAssertEqual(selected, [3], "the same row again is no change of selection")
        XCTAssertEqual(activated, [3, 3], "but another activation")
    }

    func testADoubleTapActivatesTheRowOnce() {
        let l = sectioned()
        var activated: [Int] = []
        l.onActivate = { i, _ in activated.append(i) }
        l.send(doubleTap(centre(of: 2)))
        XCTAssertEqual(activated, [2])
        XCTAssertEqual(l.selectedIndex, 2)
    }

    func testArrowsCallOnSelectOnlyAndReturnCallsOnActivate() {
        let l = sectioned()
        var selected: [Int] = [], activated: [Int] = []
        l.onSelect = { i, _ in selected.append(i) }
        l.onActivate = { i, _ in activated.append(i) }
        l.handle(GestureScript.key("Down"), now: 0)
        l.handle(GestureScript.key("Down"), now: 1)
        XCTAssertEqual(selected, [1, 2])
        XCTAssertEqual(activated, [], "moving the selection activates nothing")
        l.handle(GestureScript.key("Return"), now: 2)
        XCTAssertEqual(activated, [2])
        XCTAssertEqual(selected, [1, 2])
    }

    func testTheSemanticsCarryTheListNameHeadingsAndTheRolesTheAppSets() throws {
        let l = sectioned()
        l.accessibleName = "Library"
        l.rowRole = { $0 == 3 ? .menuItem : .listItem }
        let list = try XCTUnwrap(l.semantics(now: 0).first)
        XCTAssertEqual(list.role, .list)
        XCTAssertEqual(list.name, "Library")
        let byName = Dictionary(uniqueKeysWithValues: list.children.map { ($0.name, $0.role) })
        XCTAssertEqual(byName["Row 0"], .heading)
        XCTAssertEqual(byName["Row 5"], .heading)
        XCTAssertEqual(byName["Row 3"], .menuItem)
        XCTAssertEqual(byName["Row 4"], .listItem)
    }

    func testAListWithoutSectionsHasListItemsAndNoName() throws {
        let l = ListView(count: 3, makeRow: { ListRow("") }) { row, i in row.title = "Row \(i)" }
        l.layout(size: Size(300, 480), now: 0)
        let list = try XCTUnwrap(l.semantics(now: 0).first)
        XCTAssertEqual(list.name, "")
        XCTAssertEqual(list.children.map(\.role), [.listItem, .listItem, .listItem])
    }

    func testPageKeysLandingOnAHeadingGoOnInTheirDirection() {
        let l = ListView(count: 30, makeRow: { ListRow("") }) { row, i in row.title = "Row \(i)" }
        l.isHeading = { $0 == 10 || $0 == 1 }
        l.layout(size: Size(300, 480), now: 0)
        l.handle(GestureScript.key("Next"), now: 0)
        XCTAssertEqual(l.selectedIndex, 11, "ten rows on from none is the heading at 10; the row after it")
        l.handle(GestureScript.key("Prior"), now: 1)
        XCTAssertEqual(l.selectedIndex, 0, "ten rows back is the heading at 1; the row before it")
    }

    func testAHeadingIsDrawnInTheHeaderFontAloneAndARowIsNot() {
        let row = ListRow("Section")
        row.isHeading = true
        row.frame = Rect(x: 0, y: 0, width: 300, height: 48)
        let fonts = row.content(now: 0).compactMap { node -> FontSpec? in
            if case .text(let t) = node { return t.font }
            return nil
        }
        XCTAssertEqual(fonts, [row.style.headerFont])
        row.isHeading = false
        let titleFonts = row.content(now: 0).compactMap { node -> FontSpec? in
            if case .text(let t) = node { return t.font }
            return nil
        }
        XCTAssertEqual(titleFonts.count, 1)
        XCTAssertNotEqual(titleFonts.first, row.style.headerFont)
    }

    func testAnAssistiveActivateOnARowSelectsAndActivatesItButAHeadingHasNone() throws {
        let l = sectioned()
        var selected: [Int] = [], activated: [Int] = []
        l.onSelect = { i, _ in selected.append(i) }
        l.onActivate = { i, _ in activated.append(i) }
        let rows = try XCTUnwrap(l.semantics(now: 0).first).children
        let row3 = try XCTUnwrap(rows.first { $0.name == "Row 3" })
        let heading = try XCTUnwrap(rows.first { $0.name == "Row 5" })
        XCTAssertFalse(heading.actions.contains(.activate))
        XCTAssertTrue(row3.actions.contains(.activate))
        XCTAssertEqual(row3.actionHandler?(.activate, 1), true)
        XCTAssertEqual(selected, [3])
        XCTAssertEqual(activated, [3])
    }
}
