import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import XCTest

/// `textInputCaret(now:)`: where the focused text input's caret is in window pixels, for the
/// window's input method (its preedit and candidate window sit there).
final class ComponentHostTextInputCaretTests: XCTestCase {
    private func click(_ host: ComponentHost, _ p: Point, at t: Double) {
        host.handle(.pointerDown(PointerInput(location: p, time: t)), now: t)
        host.handle(.pointerUp(PointerInput(location: p, time: t + 0.05)), now: t + 0.05)
    }

    private func type(_ host: ComponentHost, _ text: String, at t: Double) {
        for (i, ch) in text.enumerated() {
            let s = String(ch)
            host.handle(.key(KeyInput(key: KeyCombo(s, text: s), time: t + Double(i) * 0.01)), now: t + Double(i) * 0.01)
        }
    }

    private func frame(_ host: ComponentHost) {
        let buffer = OffscreenBuffer(width: Int(host.windowSize.width), height: Int(host.windowSize.height))
        host.advance(to: 0)
        host.render(into: buffer.buffer, now: 0)
    }

    /// Two fields placed in a panel at (40, 60) and (40, 140), in a host at `scale`.
    private func window(scale: Double = 1) -> (ComponentHost, TextField, TextField) {
        let first = TextField(placeholder: "First"), second = TextField(placeholder: "Second")
        first.frame = Rect(x: 40, y: 60, width: 300, height: 44)
        second.frame = Rect(x: 40, y: 140, width: 300, height: 44)
        let panel = ControlGroup(controls: [first, second])
        let host = ComponentHost(panel, size: Size(400 * scale, 300 * scale), scale: scale, now: 0)
        frame(host)
        return (host, first, second)
    }

    /// The caret after `text` in `field` (at `origin` in the window), from the host's own layout.
    private func expectedCaret(_ host: ComponentHost, _ field: TextField, _ text: String, origin: Point) -> Rect {
        let info = host.layoutText(text, font: field.font, width: nil)!
        let line = info.lines[0]
        return Rect(x: origin.x + field.textRect.minX + line.xs.last!, y: origin.y + ((44 - line.height) / 2).rounded(),
                    width: Constants.caretWidthPx, height: line.height)
    }

    func testNoFocusedTextInputHasNoCaret() {
        let (host, _, _) = window()
        XCTAssertNil(host.textInputCaret(now: 0))
    }

    /// A control that counts how often its semantics are asked for.
    private final class CountedSemantics: Control {
        var asked = 0
        override func semantics(now: Double) -> [SemanticsNode] {
            asked += 1
            return super.semantics(now: now)
        }
    }

    func testTheTreeIsBuiltOnlyWhileATextInputHoldsTheFocus() throws {
        let counted = CountedSemantics(name: "Counted"), field = TextField(placeholder: "Name")
        let host = ComponentHost(Stack(.vertical, children: [counted, field]), size: Size(400, 300), now: 0)
        frame(host)
        XCTAssertNil(host.textInputCaret(now: 0))
        XCTAssertEqual(counted.asked, 0, "no text input holds the focus: nothing to look for")
        field.isFocused = true
        XCTAssertNotNil(host.textInputCaret(now: 0))
        XCTAssertEqual(counted.asked, 1)
        field.isFocused = false
        XCTAssertNil(host.textInputCaret(now: 0))
        XCTAssertEqual(counted.asked, 1, "the focus let go: nothing to look for again")
    }

    func testTheFocusedFieldsCaretFollowsTypingInWindowCoordinates() throws {
        let (host, first, _) = window()
        click(host, Point(200, 80), at: 1)
        XCTAssertTrue(first.isFocused)
        let empty = try XCTUnwrap(host.textInputCaret(now: 1.1))
        XCTAssertEqual(empty.minX, 40 + first.textRect.minX, "an empty field's caret at its text's start")
        XCTAssertTrue(empty.minY >= 60 && empty.maxY <= 104, "inside the field's height: \(empty)")
        type(host, "Grüße", at: 2)
        let caret = try XCTUnwrap(host.textInputCaret(now: 3))
        XCTAssertEqual(caret, expectedCaret(host, first, "Grüße", origin: Point(40, 60)))
        XCTAssertGreaterThan(caret.minX, 40 + first.textRect.minX + 20, "moved along with the text")
    }

    func testTheCaretGoesWithTheFocusToAnotherField() throws {
        let (host, _, second) = window()
        click(host, Point(200, 80), at: 1)
        type(host, "abc", at: 2)
        click(host, Point(200, 160), at: 3)
        XCTAssertTrue(second.isFocused)
        let caret = try XCTUnwrap(host.textInputCaret(now: 3.1))
        XCTAssertEqual(caret.minX, 40 + second.textRect.minX, "an empty field's caret at its text's start")
        XCTAssertGreaterThan(caret.minY, 140)
        XCTAssertLessThan(caret.maxY, 184)
    }

    func testAtScaleTwoTheCaretIsInDevicePixels() throws {
        let (host1, first1, _) = window()
        click(host1, Point(200, 80), at: 1)
        type(host1, "abc", at: 2)
        let one = try XCTUnwrap(host1.textInputCaret(now: 3))
        let (host2, first2, _) = window(scale: 2)
        click(host2, Point(400, 160), at: 1)
        type(host2, "abc", at: 2)
        XCTAssertTrue(first1.isFocused && first2.isFocused)
        let two = try XCTUnwrap(host2.textInputCaret(now: 3))
        XCTAssertEqual(two.minX, one.minX * 2, accuracy: 0.01)
        XCTAssertEqual(two.minY, one.minY * 2, accuracy: 0.01)
        XCTAssertEqual(two.height, one.height * 2, accuracy: 0.01)
    }

    func testAnEditableTextViewsCaretIsReportedAndAReadOnlyOnesIsNot() throws {
        let view = TextView(text: "first line\nsecond", isEditable: true)
        let host = ComponentHost(view, size: Size(600, 300), now: 0)
        frame(host)
        view.isFocused = true
        host.handle(.key(KeyInput(key: KeyCombo("Down"), time: 1)), now: 1)
        let caret = try XCTUnwrap(host.textInputCaret(now: 1))
        let lineHeight = host.layoutText("first line", font: view.font, width: nil)!.lines[0].height
        XCTAssertGreaterThanOrEqual(caret.minY, lineHeight, "on the second line")
        view.isEditable = false
        XCTAssertNil(host.textInputCaret(now: 1))
    }
}
