/// One change to an editable text, as undo and redo replay it: at `offset` (UTF-8), `removed`
/// gave way to `inserted`, with the caret and selection anchor as they were before.
struct TextEdit: Equatable {
    /// Where the change happened, UTF-8 bytes from the start.
    var offset: Int
    /// The text the change took out.
    var removed: String
    /// The text it put in.
    var inserted: String
    /// The caret before the change.
    var caretBefore: Int
    /// The selection's anchor before the change.
    var anchorBefore: Int
    /// A change made by typing, which the next typed grapheme of the same word joins.
    var isTyping: Bool
}
