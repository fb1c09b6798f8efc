import FlickCore
import FlickHost
import FlickKit
import XCTest

/// A ctrl+f nobody used focuses the search field that answers it; one a component used stays its own.
final class ComponentHostFindShortcutTests: XCTestCase {
    private func ctrlF(at t: Double) -> InputEvent {
        .key(KeyInput(key: KeyCombo("f", modifiers: [.control]), time: t))
    }

    func testCtrlFFromAnotherFocusedFieldFocusesTheAnsweringSearchField() {
        let other = TextField(placeholder: "Name")
        let search = SearchField(placeholder: "Search")
        search.answersFindShortcut = true
        let host = ComponentHost(Stack(.vertical, children: [other, search]), size: Size(300, 200), now: 0)
        other.isFocused = true
        host.handle(ctrlF(at: 0.1), now: 0.1)
        XCTAssertTrue(search.isFocused)
        XCTAssertFalse(other.isFocused)
        XCTAssertTrue(host.needsDisplay(now: 0.1))
    }

    func testACtrlFTheFocusedComponentUsesStaysItsOwn() {
        let editor = FindingField(placeholder: "Text")
        let search = SearchField(placeholder: "Search")
        search.answersFindShortcut = true
        let host = ComponentHost(Stack(.vertical, children: [editor, search]), size: Size(300, 200), now: 0)
        editor.isFocused = true
        host.handle(ctrlF(at: 0.1), now: 0.1)
        XCTAssertEqual(editor.finds, 1)
        XCTAssertTrue(editor.isFocused)
        XCTAssertFalse(search.isFocused)
    }
}

/// A field with a find of its own on ctrl+f.
private final class FindingField: TextField {
    private(set) var finds = 0

    override func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        guard key.matches("f", .control) else { return super.keyPressed(key, now: now) }
        finds += 1
        return true
    }
}
