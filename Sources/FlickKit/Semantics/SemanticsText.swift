import FlickCore

/// The text of a node that shows or edits text, as a screen reader reads it through AT-SPI's Text
/// interface (and edits it through EditableText): the whole content, the caret and the selection.
///
/// Offsets count Unicode scalars from the start of `content`, as ATK's character offsets do (one
/// offset per code point, whatever its UTF-8 or UTF-16 length), so `caretOffset` 3 in "café!" is
/// before the "é" only when the "é" is one precomposed scalar. A password field's content is what
/// it shows (one bullet per character), never the password.
public struct SemanticsText: Equatable, Sendable {
    /// What the node shows (a label's words, a field's text, a password field's bullets).
    public var content: String
    /// Where the caret is, in Unicode scalars from the start, or nil where there is no caret
    /// (static text, a field without the focus keeps its offset).
    public var caretOffset: Int?
    /// The selected range, in Unicode scalars, or nil when nothing is selected.
    public var selection: Range<Int>?
    /// Whether the user may change the text (an entry, an editable text view).
    public var isEditable: Bool
    /// The caret's rectangle in the node's coordinates (its frame's origin at 0,0) while the node
    /// has the focus and shows a caret, else nil: where an input method puts its candidate window.
    public var caretRect: Rect?

    /// The text `content` with its caret and selection, editable or not.
    public init(_ content: String, caretOffset: Int? = nil, selection: Range<Int>? = nil, isEditable: Bool = false) {
        self.content = content
        self.caretOffset = caretOffset
        self.selection = selection
        self.isEditable = isEditable
    }

    /// The number of Unicode scalars of `content`: the end offset.
    public var length: Int { content.unicodeScalars.count }
}
