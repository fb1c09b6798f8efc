import FlickApp

/// The probe's accessible-text component: an entry named "Field" whose semantics node carries
/// the String it holds (`SemanticsNode.text`) and applies every edit assistive technology asks
/// (`textEditHandler`), reporting `text HEX` (the new text's UTF-8 in hex) after each; and a
/// label named "Greeting" with no text of its own. Prints `drawn` at its first scene.
final class TextNodeProbe: Component {
    private var size = Size.zero
    private var drawn = false
    private var text = "Hello wide world"
    private var caret = 5
    private var selection: Range<Int>?
    private var clipboard = ""

    func layout(size: Size, now: Double) { self.size = size }

    func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    func scene(now: Double) -> SceneNode {
        if !drawn {
            drawn = true
            ProbeOutput.line("drawn")
        }
        // The text's length shows in the width of a bar, so every edit changes the frame.
        return .fill(Rect(x: 0, y: 0, width: Double(text.unicodeScalars.count * 4), height: 20), Color(hex: 0x2050C0))
    }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { ["Field.text": text] }

    func semantics(now: Double) -> [SemanticsNode] {
        var field = SemanticsNode(role: .entry, name: "Field", states: [.focusable], frame: Rect(x: 10, y: 10, width: 200, height: 24))
        field.text = SemanticsText(text, caretOffset: caret, selection: selection, isEditable: true)
        field.textEditHandler = { [unowned self] edit, _ in apply(edit) }
        let label = SemanticsNode(role: .text, name: "Greeting", frame: Rect(x: 10, y: 40, width: 200, height: 20))
        return [field, label]
    }

    private func apply(_ edit: SemanticsTextEdit) -> Bool {
        var scalars = Array(text.unicodeScalars)
        func clamp(_ r: Range<Int>) -> Range<Int> { r.clamped(to: 0..<scalars.count) }
        switch edit {
        case .setContent(let s):
            scalars = Array(s.unicodeScalars)
            caret = scalars.count
        case .insert(let s, let at):
            let at = min(max(at, 0), scalars.count)
            scalars.insert(contentsOf: s.unicodeScalars, at: at)
            caret = at + s.unicodeScalars.count
        case .delete(let r):
            scalars.removeSubrange(clamp(r))
            caret = clamp(r).lowerBound
        case .setCaret(let at):
            caret = min(max(at, 0), scalars.count)
            selection = nil
        case .select(let r):
            selection = r.isEmpty ? nil : clamp(r)
        case .copy(let r):
            clipboard = String(String.UnicodeScalarView(scalars[clamp(r)]))
        case .cut(let r):
            clipboard = String(String.UnicodeScalarView(scalars[clamp(r)]))
            scalars.removeSubrange(clamp(r))
            caret = clamp(r).lowerBound
        case .paste(let at):
            let at = min(max(at, 0), scalars.count)
            scalars.insert(contentsOf: clipboard.unicodeScalars, at: at)
        }
        text = String(String.UnicodeScalarView(scalars))
        ProbeOutput.line("text \(text.utf8.map { String($0, radix: 16) }.joined())")
        return true
    }
}
