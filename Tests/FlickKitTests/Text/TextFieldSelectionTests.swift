import FlickCore
import FlickKit
import XCTest

final class TextFieldSelectionTests: XCTestCase {
    private var local = LocalClipboard()
    private var previous: (any ClipboardProviding)?

    override func setUp() {
        local = LocalClipboard()
        previous = Clipboard.install(local)
    }

    override func tearDown() {
        if let previous { Clipboard.uninstall(local, restoring: previous) }
    }

    private func read(_ selection: ClipboardSelection = .clipboard) -> String? {
        var text: String?
        Clipboard.read(selection: selection) { text = $0 }
        return text
    }

    /// The x in the field of the caret before grapheme `index` (estimated layout: fixed advances).
    private func x(_ field: TextField, _ index: Int) -> Double {
        field.textRect.minX + Double(index) * field.font.size * Constants.averageGlyphWidthFactor
    }

    func testShiftArrowsAndShiftHomeEndSelectAndTheSelectionGoesToPrimary() {
        let field = TextInput.field(TextField(text: "hello world"))
        TextInput.key("shift+Left", to: field)
        TextInput.key("shift+ctrl+Left", to: field)
        XCTAssertEqual(field.selectedText, "world")
        XCTAssertEqual(read(.primary), "world")
        TextInput.key("shift+Home", to: field)
        XCTAssertEqual(field.selectedText, "hello world")
        TextInput.key("Right", to: field)
        XCTAssertEqual(field.selectedText, "")
        XCTAssertEqual(field.caretOffset, 11, "Right collapses the selection to its end")
        TextInput.key("Home", to: field)
        TextInput.key("shift+End", to: field)
        XCTAssertEqual(field.selectedText, "hello world")
    }

    func testAMouseDragSelectsFromThePressToThePointer() {
        let field = TextInput.field(TextField(text: "hello world"))
        let y = 22.0
        field.handle(.press(Point(x(field, 1), y), button: 1, modifiers: []), now: 0)
        let start = Point(x(field, 1), y), end = Point(x(field, 5), y)
        let info = PanInfo(start: start, location: end, source: .pointer)
        XCTAssertTrue(field.handle(.panBegin(info), now: 0.1))
        field.handle(.panUpdate(info), now: 0.15)
        field.handle(.panEnd(info), now: 0.2)
        XCTAssertEqual(field.selectedText, "ello")
    }

    func testADoubleClickSelectsAWordAndATripleClickEverything() {
        let field = TextInput.field(TextField(text: "hello big world"))
        let p = Point(x(field, 7), 22)
        field.handle(.press(p, button: 1, modifiers: []), now: 0)
        field.handle(.tap(p, count: 2, button: 1, modifiers: []), now: 0.05)
        XCTAssertEqual(field.selectedText, "big")
        field.handle(.press(p, button: 1, modifiers: []), now: 0.1)
        field.handle(.tap(p, count: 3, button: 1, modifiers: []), now: 0.15)
        XCTAssertEqual(field.selectedText, "hello big world")
    }

    func testCopyCutAndPasteGoThroughTheClipboard() {
        let field = TextInput.field(TextField(text: "cut me"))
        TextInput.key("ctrl+a", to: field)
        TextInput.key("ctrl+c", to: field)
        XCTAssertEqual(read(), "cut me")
        TextInput.key("End", to: field)
        TextInput.key("ctrl+shift+Left", to: field)
        TextInput.key("ctrl+x", to: field)
        XCTAssertEqual(read(), "me")
        XCTAssertEqual(field.text, "cut ")
        TextInput.key("ctrl+v", to: field)
        TextInput.key("ctrl+v", to: field)
        XCTAssertEqual(field.text, "cut meme")
        Clipboard.copy("line one\nline two")
        TextInput.key("ctrl+v", to: field)
        XCTAssertEqual(field.text, "cut memeline one line two", "a one-line field makes newlines spaces")
    }

    func testAMiddleClickPastesThePrimarySelectionWhereItLands() {
        let field = TextInput.field(TextField(text: "ac"))
        Clipboard.copy("b", selection: .primary)
        XCTAssertTrue(field.handle(.press(Point(x(field, 1), 22), button: 2, modifiers: []), now: 0))
        XCTAssertEqual(field.text, "abc")
    }

    func testTextWiderThanTheFieldScrollsToKeepTheCaretInView() {
        let field = TextInput.field(width: 120)
        TextInput.type(String(repeating: "m", count: 40), into: field)
        let width = field.textRect.width
        let caretX = Double(40) * field.font.size * Constants.averageGlyphWidthFactor
        XCTAssertGreaterThan(field.scrollX, 0)
        XCTAssertLessThanOrEqual(caretX - field.scrollX, width)
        TextInput.key("Home", to: field)
        XCTAssertEqual(field.scrollX, 0, "back at the start")
    }
}
