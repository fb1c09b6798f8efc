/// The model of an editable text shared by `TextField` and `TextView`: the text, the caret and
/// the selection as UTF-8 offsets at grapheme boundaries (Pango's indices), moves by grapheme and
/// by word, edits that respect a maximum length, and undo.
///
/// The caret and the selection's `anchor` are the two ends of the selection; they are equal when
/// nothing is selected. Every edit replaces the selection and is recorded for undo.
struct TextEditor {
    /// The text.
    private(set) var text: String
    /// Where the caret is, UTF-8 bytes from the start.
    private(set) var caret: Int
    /// The selection's other end (equal to `caret` when nothing is selected).
    private(set) var anchor: Int
    /// The most graphemes the text may hold, or nil: text past it is cut at a grapheme.
    var maximumLength: Int?
    /// Whether newlines stay (a text view) or become spaces (a one-line field).
    var allowsNewlines: Bool
    private(set) var history = TextUndoHistory()
    /// The last change of the text: the UTF-8 range it replaced and the length of what went in
    /// (a text view lays out again only the blocks it touched); nil after `setText(_:)`.
    private(set) var lastChange: (range: Range<Int>, insertedBytes: Int)?

    /// `text` (cut to `maximumLength`), the caret at its end.
    init(text: String, maximumLength: Int? = nil, allowsNewlines: Bool) {
        self.maximumLength = maximumLength
        self.allowsNewlines = allowsNewlines
        self.text = ""
        caret = 0
        anchor = 0
        self.text = fitted(text, room: maximumLength)
        caret = self.text.utf8.count
        anchor = caret
    }

    /// The selected UTF-8 range (empty when nothing is selected).
    var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }
    /// Whether anything is selected.
    var hasSelection: Bool { caret != anchor }
    /// The selected text.
    var selectedText: String { substring(selection) }
    /// The text's length in UTF-8 bytes.
    var endOffset: Int { text.utf8.count }

    // MARK: Offsets

    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(0, offset), endOffset))
    }

    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    /// The text of a UTF-8 range.
    func substring(_ range: Range<Int>) -> String { String(text[index(range.lowerBound)..<index(range.upperBound)]) }

    /// The grapheme boundary after `offset` (the end stays the end).
    func nextGrapheme(after offset: Int) -> Int {
        offset >= endOffset ? endOffset : self.offset(text.index(after: index(offset)))
    }

    /// The grapheme boundary before `offset` (the start stays the start).
    func previousGrapheme(before offset: Int) -> Int {
        offset <= 0 ? 0 : self.offset(text.index(before: index(offset)))
    }

    /// Whether `c` belongs to a word (letters, digits, marks, the underscore).
    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// The end of the word at or after `offset` (ctrl+Right): past any non-word graphemes, then the word.
    func nextWordEnd(after offset: Int) -> Int {
        var i = index(offset)
        while i < text.endIndex, !Self.isWordCharacter(text[i]) { i = text.index(after: i) }
        while i < text.endIndex, Self.isWordCharacter(text[i]) { i = text.index(after: i) }
        return self.offset(i)
    }

    /// The start of the word at or before `offset` (ctrl+Left).
    func previousWordStart(before offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, !Self.isWordCharacter(text[text.index(before: i)]) { i = text.index(before: i) }
        while i > text.startIndex, Self.isWordCharacter(text[text.index(before: i)]) { i = text.index(before: i) }
        return self.offset(i)
    }

    /// The word (or run of spaces or punctuation) around `offset`: a double-click selects it.
    func word(at offset: Int) -> Range<Int> {
        guard !text.isEmpty else { return 0..<0 }
        var probe = index(offset)
        if probe == text.endIndex { probe = text.index(before: probe) }
        let kind = Self.isWordCharacter(text[probe])
        var lo = probe, hi = text.index(after: probe)
        while lo > text.startIndex, Self.isWordCharacter(text[text.index(before: lo)]) == kind,
              text[text.index(before: lo)] != "\n" { lo = text.index(before: lo) }
        while hi < text.endIndex, Self.isWordCharacter(text[hi]) == kind, text[hi] != "\n" { hi = text.index(after: hi) }
        return self.offset(lo)..<self.offset(hi)
    }

    /// The line (between newlines) around `offset`: a triple-click selects it.
    func paragraph(at offset: Int) -> Range<Int> {
        let bytes = Array(text.utf8)
        var lo = min(max(0, offset), bytes.count), hi = lo
        while lo > 0, bytes[lo - 1] != 0x0A { lo -= 1 }
        while hi < bytes.count, bytes[hi] != 0x0A { hi += 1 }
        return lo..<hi
    }

    // MARK: Caret and selection

    /// Puts the caret at `offset` (snapped to a grapheme boundary); `extending` keeps the anchor,
    /// so the selection grows or shrinks, else nothing stays selected.
    mutating func moveCaret(to offset: Int, extending: Bool) {
        caret = snapped(offset)
        if !extending { anchor = caret }
        history.closeTyping()
    }

    /// Selects `range` (the caret at its end).
    mutating func select(_ range: Range<Int>) {
        anchor = snapped(range.lowerBound)
        caret = snapped(range.upperBound)
        history.closeTyping()
    }

    /// The grapheme boundary at or before `offset`, within the text (String rounds an index inside
    /// a grapheme down to its start when it steps from it).
    func snapped(_ offset: Int) -> Int {
        let o = min(max(0, offset), endOffset)
        guard o > 0, o < endOffset else { return o }
        return self.offset(text.index(before: text.index(after: index(o))))
    }

    // MARK: Editing

    /// `new` as it may go in where `room` graphemes are left: newlines made spaces in a one-line
    /// text, then cut at a grapheme.
    func fitted(_ new: String, room: Int?) -> String {
        var s = new
        if !allowsNewlines, s.contains(where: { $0.isNewline }) {
            s = String(s.map { $0.isNewline ? " " : $0 })
        }
        if let room {
            let allowed = max(0, room)
            if s.count > allowed { s = String(s.prefix(allowed)) }
        }
        return s
    }

    /// Replaces the selection with `new` (cut to the maximum length), the caret after it; true
    /// when the text changed. `typing` joins it to the typing before it for undo.
    @discardableResult
    mutating func replaceSelection(with new: String, typing: Bool = false) -> Bool {
        replace(selection, with: new, typing: typing)
    }

    /// Replaces `range` with `new` (cut to the maximum length), the caret after it.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with new: String, typing: Bool = false) -> Bool {
        let lo = snapped(range.lowerBound), hi = max(lo, snapped(range.upperBound))
        let removed = substring(lo..<hi)
        let room = maximumLength.map { $0 - (text.count - removed.count) }
        let inserted = fitted(new, room: room)
        guard !(removed.isEmpty && inserted.isEmpty) else { return false }
        let edit = TextEdit(offset: lo, removed: removed, inserted: inserted, caretBefore: caret, anchorBefore: anchor,
                            isTyping: typing)
        text.replaceSubrange(index(lo)..<index(hi), with: inserted)
        lastChange = (lo..<hi, inserted.utf8.count)
        caret = lo + inserted.utf8.count
        anchor = caret
        history.record(edit)
        return removed != inserted
    }

    /// Replaces the whole text without an undo step (the app set it); the caret at the end.
    mutating func setText(_ new: String) {
        text = fitted(new, room: maximumLength)
        lastChange = nil
        caret = endOffset
        anchor = caret
        history.clear()
    }

    /// Cuts the text to the maximum length (after it was lowered).
    mutating func applyMaximumLength() {
        guard let maximumLength, text.count > maximumLength else { return }
        setText(text)
    }

    /// Takes back the last step; false when there is none.
    mutating func undo() -> Bool {
        guard let edit = history.popUndo() else { return false }
        let end = edit.offset + edit.inserted.utf8.count
        text.replaceSubrange(index(edit.offset)..<index(end), with: edit.removed)
        lastChange = (edit.offset..<end, edit.removed.utf8.count)
        caret = edit.caretBefore
        anchor = edit.anchorBefore
        return true
    }

    /// Makes the step taken back last again; false when there is none.
    mutating func redo() -> Bool {
        guard let edit = history.popRedo() else { return false }
        let end = edit.offset + edit.removed.utf8.count
        text.replaceSubrange(index(edit.offset)..<index(end), with: edit.inserted)
        lastChange = (edit.offset..<end, edit.inserted.utf8.count)
        caret = edit.offset + edit.inserted.utf8.count
        anchor = caret
        return true
    }
}
