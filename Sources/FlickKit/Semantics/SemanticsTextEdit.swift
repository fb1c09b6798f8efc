/// A change that assistive technology or a test asks of an editable text node (AT-SPI's
/// EditableText and the caret and selection calls of Text). Offsets count Unicode scalars, as in
/// `SemanticsText`.
public enum SemanticsTextEdit: Equatable, Sendable {
    /// Replaces the whole text.
    case setContent(String)
    /// Inserts `text` at `offset`.
    case insert(String, at: Int)
    /// Deletes the range.
    case delete(Range<Int>)
    /// Moves the caret to the offset (clearing the selection).
    case setCaret(Int)
    /// Selects the range (an empty range clears the selection).
    case select(Range<Int>)
    /// Copies the range to the clipboard.
    case copy(Range<Int>)
    /// Copies the range to the clipboard and deletes it.
    case cut(Range<Int>)
    /// Pastes the clipboard at the offset.
    case paste(at: Int)
}
