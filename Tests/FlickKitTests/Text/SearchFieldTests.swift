import FlickCore
import FlickKit
import XCTest

final class SearchFieldTests: XCTestCase {
    private func searchField() -> SearchField {
        let field = SearchField(placeholder: "Search")
        field.frame = Rect(x: 0, y: 0, width: 300, height: 44)
        field.isFocused = true
        return field
    }

    func testOnSearchIsCalledOnceAHundredAndFiftyMillisecondsAfterTheLastChange() {
        let field = searchField()
        var searches: [String] = []
        field.onSearch = { searches.append($0) }
        TextInput.type("ab", into: field, now: 1.0)
        TextInput.type("c", into: field, now: 1.1)
        XCTAssertEqual(field.nextDeadline(now: 1.1)!, 1.1 + Constants.searchDelayS, accuracy: 1e-9)
        field.advance(to: 1.2)
        XCTAssertEqual(searches, [], "still typing")
        field.advance(to: 1.1 + Constants.searchDelayS)
        XCTAssertEqual(searches, ["abc"])
        field.advance(to: 2)
        XCTAssertEqual(searches, ["abc"], "once")
    }

    func testEscapeClearsTheFieldThenIsLetGoWhenItIsEmpty() {
        let field = searchField()
        TextInput.type("query", into: field, now: 0)
        XCTAssertTrue(TextInput.key("Escape", to: field, now: 1))
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(TextInput.key("Escape", to: field, now: 2))
    }

    func testTheClearButtonShowsWithTextAndEmptiesTheField() {
        let field = searchField()
        XCTAssertFalse(field.semantics(now: 0)[0].children.contains { $0.name == "Clear" })
        TextInput.type("query", into: field, now: 0)
        let clear = field.semantics(now: 0)[0].children.first { $0.name == "Clear" }
        XCTAssertEqual(clear?.role, .button)
        let p = Point(field.clearButtonFrame.midX, field.clearButtonFrame.midY)
        field.handle(.press(p, button: 1, modifiers: []), now: 1)
        field.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 1.05)
        XCTAssertEqual(field.text, "")
    }

    func testFocusTakesTheFocusFromTheOtherFieldsOfTheWindow() {
        let other = TextField(placeholder: "Name")
        let search = SearchField(placeholder: "Search")
        let stack = Stack(.vertical, children: [other, search])
        stack.layout(size: Size(300, 200), now: 0)
        other.isFocused = true
        search.focus(now: 0)
        XCTAssertTrue(search.isFocused)
        XCTAssertFalse(other.isFocused)
    }
}
