import CPango
import FlickCore

extension TextRenderer {
    /// Where the caret at `offset` (a UTF-8 offset at a grapheme boundary) lands one position to
    /// the right (`rightward`) or left on screen in `text` laid out as `lineMetrics` lays it out:
    /// `pango_layout_move_cursor_visually` on the strong caret, as GTK's arrow keys move, so in a
    /// right-to-left run Left goes forward in the text. Moving past the layout's visual end gives
    /// the logical end it reached (0 before the start, the text's length after the end).
    public func caretMovedVisually(_ text: String, font: FontSpec, maxWidth: Double?, from offset: Int, rightward: Bool) -> Int {
        let length = text.utf8.count
        let layout = self.layout(TextLayoutKey(text: text, font: font, width: TextRenderer.pangoWidth(maxWidth),
                                               alignment: .leading, maxLines: 0, scale: scale))
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(layout.layout, 1, Int32(clamping: min(max(0, offset), length)), 0,
                                          rightward ? 1 : -1, &index, &trailing)
        if index < 0 { return 0 }
        if Int(index) >= length { return length }
        // The caret sits `trailing` characters after `index`: step over them and on to the end of
        // their grapheme (Pango counts characters, the caret stops at graphemes).
        let utf8 = text.utf8
        var i = utf8.index(utf8.startIndex, offsetBy: Int(index))
        for _ in 0..<max(0, Int(trailing)) where i < text.unicodeScalars.endIndex {
            i = text.unicodeScalars.index(after: i)
        }
        var snapped = text.startIndex
        while snapped < i { snapped = text.index(after: snapped) }
        return min(length, utf8.distance(from: utf8.startIndex, to: snapped))
    }
}
