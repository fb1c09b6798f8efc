import FlickCore
import FlickKit
import XCTest

/// ctrl+f finds the search field that answers it through the focus tree.
final class SearchFieldFindShortcutTests: XCTestCase {
    private let ctrlF = KeyCombo("f", modifiers: [.control])

    func testTheFirstAnsweringFieldInTabOrderTakesTheFocusFromTheOthers() {
        let other = TextField(placeholder: "Name")
        let silent = SearchField(placeholder: "Filter")
        let first = SearchField(placeholder: "Search"), second = SearchField(placeholder: "Find")
        first.answersFindShortcut = true
        second.answersFindShortcut = true
        let stack = Stack(.vertical, children: [other, silent, first, second])
        stack.layout(size: Size(300, 300), now: 0)
        other.isFocused = true
        XCTAssertTrue(SearchField.answeringFindShortcut(in: stack, now: 0) === first)
        XCTAssertTrue(SearchField.handleFindShortcut(ctrlF, in: stack, now: 0))
        XCTAssertTrue(first.isFocused)
        XCTAssertFalse(other.isFocused)
        XCTAssertFalse(silent.isFocused)
        XCTAssertFalse(second.isFocused)
    }

    func testOtherKeysAFieldThatDoesNotAnswerAndADisabledOneAreLeftAlone() {
        let search = SearchField(placeholder: "Search")
        let stack = Stack(.vertical, children: [search])
        stack.layout(size: Size(300, 100), now: 0)
        XCTAssertFalse(SearchField.handleFindShortcut(ctrlF, in: stack, now: 0), "the app did not ask")
        search.answersFindShortcut = true
        XCTAssertFalse(SearchField.handleFindShortcut(KeyCombo("f"), in: stack, now: 0), "f alone types")
        XCTAssertFalse(SearchField.handleFindShortcut(KeyCombo("f", modifiers: [.control, .shift]), in: stack, now: 0))
        search.isEnabled = false
        XCTAssertFalse(SearchField.handleFindShortcut(ctrlF, in: stack, now: 0), "a disabled field takes no focus")
        XCTAssertFalse(search.isFocused)
        search.isEnabled = true
        XCTAssertTrue(SearchField.handleFindShortcut(ctrlF, in: stack, now: 0))
        XCTAssertTrue(search.isFocused)
    }

    func testAFieldInAClosedDrawerAnswersOnlyOnceTheDrawerIsOpen() {
        let search = SearchField(placeholder: "Search")
        search.answersFindShortcut = true
        let deck = Deck(center: Stack(.vertical, children: [TextField(placeholder: "Notes")]),
                        left: Stack(.vertical, children: [search]))
        deck.layout(size: Size(400, 300), now: 0)
        XCTAssertNil(SearchField.answeringFindShortcut(in: deck, now: 0), "out of view: nothing answers")
        deck.open(.left, animated: false, now: 0)
        XCTAssertTrue(SearchField.answeringFindShortcut(in: deck, now: 0) === search)
    }

    func testInADeckWithTheSideDockedCtrlFMovesTheFocusAndTheTypingFromTheCenterToTheSidesField() {
        let search = SearchField(placeholder: "Search")
        search.answersFindShortcut = true
        let notes = TextField(placeholder: "Notes")
        var options = DeckOptions()
        options.leftWidth = .fixed(200)
        options.docksLeftAtWidth = 500
        let deck = Deck(center: Stack(.vertical, children: [notes]), left: Stack(.vertical, children: [search]),
                        options: options)
        deck.layout(size: Size(800, 300), now: 0)
        XCTAssertTrue(deck.isDocked(.left))
        notes.isFocused = true
        TextInput.type("a", into: deck, now: 0)
        XCTAssertTrue(SearchField.handleFindShortcut(ctrlF, in: deck, now: 0.1))
        XCTAssertTrue(search.isFocused)
        XCTAssertFalse(notes.isFocused, "one focused node, also inside the deck")
        TextInput.type("b", into: deck, now: 0.2)
        XCTAssertEqual(notes.text, "a")
        XCTAssertEqual(search.text, "b")
    }
}
