import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// Left and Right move the caret on screen as GTK's do (Pango's visual order): in right-to-left
/// text Left goes forward in the text; Home and End stay logical.
final class TextBidiCaretTests: XCTestCase {
    /// A focused field holding `text` in a window with a Pango host, its caret at the start.
    private func field(_ text: String) -> (TextField, ComponentTester) {
        let field = TextField(text: text)
        let tester = ComponentTester(Stack(.vertical, children: [field]), size: Size(600, 100))
        field.isFocused = true
        tester.frame()
        tester.key("Home")
        XCTAssertEqual(field.caretOffset, 0)
        return (field, tester)
    }

    /// The caret's offsets after each of `count` presses of `key`.
    private func walk(_ field: TextField, _ tester: ComponentTester, _ key: String, _ count: Int) -> [Int] {
        (0..<count).map { _ in
            tester.key(key)
            return field.caretOffset
        }
    }

    func testInHebrewLeftGoesForwardAndRightBackThroughEveryLetter() {
        let (field, tester) = field("שלום")
        XCTAssertEqual(walk(field, tester, "Left", 5), [2, 4, 6, 8, 8], "from the right end leftwards, then no further")
        XCTAssertEqual(walk(field, tester, "Right", 5), [6, 4, 2, 0, 0])
    }

    func testInArabicLeftGoesForward() {
        let (field, tester) = field("مرحبا")
        XCTAssertEqual(walk(field, tester, "Left", 5), [2, 4, 6, 8, 10])
        tester.key("Right")
        XCTAssertEqual(field.caretOffset, 8)
    }

    func testHomeAndEndAreLogicalInRightToLeftText() {
        let (field, tester) = field("שלום עולם")
        tester.key("End")
        XCTAssertEqual(field.caretOffset, "שלום עולם".utf8.count)
        tester.key("Home")
        XCTAssertEqual(field.caretOffset, 0)
    }

    func testShiftLeftInHebrewSelectsTheFirstLetter() {
        let (field, tester) = field("שלום")
        tester.key("shift+Left")
        XCTAssertEqual(field.selectedRange, 0..<2)
        XCTAssertEqual(field.selectedText, "ש")
    }

    func testAHebrewWordInEnglishIsCrossedRightToLeftInsideIt() {
        // "ab " then a Hebrew word (bytes 3..<11) then " cd": Right walks "ab " forwards, the
        // Hebrew word backwards from its end (its visual left), then " cd" forwards.
        let text = "ab שלום cd"
        let (field, tester) = field(text)
        let steps = walk(field, tester, "Right", 12)
        XCTAssertEqual(Array(steps.prefix(2)), [1, 2])
        let hebrew = steps.filter { (4..<11).contains($0) }
        XCTAssertEqual(hebrew, hebrew.sorted(by: >), "inside the Hebrew word the caret goes backwards: \(steps)")
        XCTAssertEqual(Set(hebrew), [5, 7, 9], "every letter boundary inside it: \(steps)")
        XCTAssertEqual(steps.last, text.utf8.count, "the walk ends at the text's end: \(steps)")
        XCTAssertEqual(Set(steps), [1, 2, 3, 5, 7, 9, 11, 12, 13, 14], "every caret stop is reached: \(steps)")
    }

    func testEnglishTextMovesByGraphemeWithCombiningMarksAndEmoji() {
        let (field, tester) = field("e\u{301}👩‍💻x")
        XCTAssertEqual(walk(field, tester, "Right", 4), [3, 14, 15, 15])
        XCTAssertEqual(walk(field, tester, "Left", 4), [14, 3, 0, 0])
    }

    func testAnEditableTextViewMovesVisuallyInALineAndOnToTheNextLine() {
        let view = TextView(text: "שלום\nab", isEditable: true)
        let tester = ComponentTester(view, size: Size(600, 300))
        view.isFocused = true
        tester.frame()
        tester.key("ctrl+Home")
        var offsets: [Int] = []
        for _ in 0..<5 {
            tester.key("Left")
            offsets.append(view.caretOffset)
        }
        XCTAssertEqual(offsets, [2, 4, 6, 8, 9], "past the Hebrew line's left end, on to the next line's start")
        tester.key("Left")
        XCTAssertEqual(view.caretOffset, 8, "past the English line's left end, back to the Hebrew line's end")
        tester.key("Right")
        XCTAssertEqual(view.caretOffset, 6, "Right in the Hebrew line goes back in it")
    }
}
