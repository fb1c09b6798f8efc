import CPango
import FlickCore

extension TextRenderer {
    /// `text` laid out in `font` as a leading `TextNode` without a line limit draws it (the same
    /// cached layout), wrapped at words in `maxWidth` when given: its lines with their caret
    /// stops at grapheme boundaries (`pango_layout_line_index_to_x`), and its logical size.
    public func lineMetrics(_ text: String, font: FontSpec, maxWidth: Double?) -> (lines: [TextLine], size: Size) {
        let layout = self.layout(TextLayoutKey(text: text, font: font, width: TextRenderer.pangoWidth(maxWidth),
                                               alignment: .leading, maxLines: 0, scale: scale))
        var boundaries: [Int] = [0]
        boundaries.reserveCapacity(text.utf8.count / 2 + 1)
        var offset = 0
        for ch in text {
            offset += ch.utf8.count
            boundaries.append(offset)
        }
        var lines: [TextLine] = []
        let scaleUnits = Double(PANGO_SCALE)
        guard let iter = pango_layout_get_iter(layout.layout) else { return ([], Size(layout.width, layout.height)) }
        defer { pango_layout_iter_free(iter) }
        var b = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            let baseline = pango_layout_iter_get_baseline(iter)
            while b < boundaries.count, boundaries[b] < start { b += 1 }
            var offsets: [Int] = [], xs: [Double] = []
            var k = b
            while k < boundaries.count, boundaries[k] <= end {
                var x: Int32 = 0
                if boundaries[k] == end, k > b {
                    // The line's end: the trailing edge of its last grapheme (in right-to-left
                    // text the left end), which the end index itself does not give.
                    pango_layout_line_index_to_x(line, Int32(boundaries[k - 1]), 1, &x)
                } else {
                    pango_layout_line_index_to_x(line, Int32(boundaries[k]), 0, &x)
                }
                offsets.append(boundaries[k]); xs.append(Double(x) / scaleUnits)
                k += 1
            }
            lines.append(TextLine(range: start..<end, top: Double(y0) / scaleUnits,
                                         height: Double(y1 - y0) / scaleUnits, baseline: Double(baseline) / scaleUnits,
                                         offsets: offsets, xs: xs))
        } while pango_layout_iter_next_line(iter) != 0
        return (lines, Size(layout.width, layout.height))
    }
}
