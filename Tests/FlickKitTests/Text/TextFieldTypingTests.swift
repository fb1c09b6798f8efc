import FlickCore
import FlickKit
import FlickTesting
import XCTest

final class TextFieldTypingTests: XCTestCase {
    func testTypedTextIncludingAccentsCJKAndEmojiGoesIntoTheFieldAndCallsOnChange() {
        let field = TextInput.field()
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        TextInput.type("é中👍🏽", into: field)
        XCTAssertEqual(field.text, "é中👍🏽")
        XCTAssertEqual(changes, ["é", "é中", "é中👍🏽"])
    }

    func testTheCaretMovesByGraphemeOverCombiningMarksAndEmoji() {
        let field = TextInput.field(TextField(text: "e\u{301}👨‍👩‍👧x"))
        XCTAssertEqual(field.caretOffset, field.text.utf8.count)
        TextInput.key("Left", to: field)
        XCTAssertEqual(field.caretOffset, field.text.utf8.count - 1)
        TextInput.key("Left", to: field)
        XCTAssertEqual(field.caretOffset, "e\u{301}".utf8.count, "the family emoji is one step")
        TextInput.key("BackSpace", to: field)
        XCTAssertEqual(field.text, "👨‍👩‍👧x", "backspace takes the letter with its combining accent")
    }

    func testCtrlArrowsMoveByWordAndCtrlBackspaceDeletesAWord() {
        let field = TextInput.field(TextField(text: "one two three"))
        TextInput.key("ctrl+Left", to: field)
        XCTAssertEqual(field.caretOffset, 8)
        TextInput.key("ctrl+Left", to: field)
        XCTAssertEqual(field.caretOffset, 4)
        TextInput.key("ctrl+Right", to: field)
        XCTAssertEqual(field.caretOffset, 7)
        TextInput.key("ctrl+BackSpace", to: field)
        XCTAssertEqual(field.text, "one  three")
        TextInput.key("ctrl+Delete", to: field)
        XCTAssertEqual(field.text, "one ")
    }

    func testReturnCallsOnSubmitWithTheText() {
        let field = TextInput.field()
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        TextInput.type("GPL-3", into: field)
        XCTAssertTrue(TextInput.key("Return", to: field))
        XCTAssertEqual(submitted, ["GPL-3"])
    }

    func testKeysTheFieldDoesNotUseAreLeftToItsContainers() {
        let field = TextInput.field(TextField(text: "abc"))
        for combo in ["Tab", "shift+Tab", "Escape", "ctrl+q", "F5", "Up", "Down", "alt+Left"] {
            XCTAssertFalse(TextInput.key(combo, to: field), combo)
        }
        XCTAssertTrue(field.handle(.key(KeyCombo("plus", text: "+")), now: 0), "a typed + is the field's")
        XCTAssertEqual(field.text, "abc+")
    }

    func testUndoTakesBackAWordAtATimeAndRedoMakesItAgain() {
        let field = TextInput.field()
        TextInput.type("hello world", into: field)
        TextInput.key("ctrl+z", to: field)
        XCTAssertEqual(field.text, "hello")
        TextInput.key("ctrl+z", to: field)
        XCTAssertEqual(field.text, "")
        TextInput.key("ctrl+shift+z", to: field)
        XCTAssertEqual(field.text, "hello")
        TextInput.key("ctrl+shift+z", to: field)
        XCTAssertEqual(field.text, "hello world")
    }

    func testAMaximumLengthCutsTypedAndPastedTextAtAGrapheme() {
        let local = LocalClipboard()
        let previous = Clipboard.install(local)
        defer { Clipboard.uninstall(local, restoring: previous) }
        let field = TextInput.field()
        field.maximumLength = 4
        TextInput.type("ab", into: field)
        Clipboard.copy("e\u{301}👍🏽zzz")
        TextInput.key("ctrl+v", to: field)
        XCTAssertEqual(field.text, "abe\u{301}👍🏽")
        TextInput.type("q", into: field)
        XCTAssertEqual(field.text, "abe\u{301}👍🏽", "full: nothing more goes in")
        field.maximumLength = 2
        XCTAssertEqual(field.text, "ab")
    }

    func testAPasswordFieldShowsBulletsAndNeverCopies() {
        let local = LocalClipboard()
        let previous = Clipboard.install(local)
        defer { Clipboard.uninstall(local, restoring: previous) }
        let field = TextInput.field(TextField(placeholder: "Password"))
        field.isPassword = true
        TextInput.type("sécret", into: field)
        XCTAssertEqual(SceneProbe.texts(field.scene(now: 0)), ["••••••"])
        TextInput.key("ctrl+a", to: field)
        TextInput.key("ctrl+c", to: field)
        TextInput.key("ctrl+x", to: field)
        var copied: String?? = .none
        Clipboard.read { copied = .some($0) }
        XCTAssertEqual(copied, .some(nil))
        XCTAssertEqual(field.text, "sécret", "cut does nothing")
        XCTAssertEqual(field.state["Password.text"], "••••••")
        XCTAssertEqual(field.semantics(now: 0).first?.role, .passwordText)
    }

    func testAnEmptyFieldShowsItsPlaceholderInTheSecondaryTextColour() {
        let field = TextInput.field(TextField(placeholder: "Name"))
        field.isFocused = false
        let scene = field.scene(now: 0)
        let nodes = SceneProbe.textNodes(scene)
        XCTAssertEqual(nodes.map(\.text), ["Name"])
        XCTAssertEqual(nodes.first?.color, field.style.secondaryText)
        field.text = "Ada"
        XCTAssertEqual(SceneProbe.texts(field.scene(now: 0)), ["Ada"])
    }
}
