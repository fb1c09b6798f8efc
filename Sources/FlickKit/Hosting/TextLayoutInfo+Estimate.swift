import FlickCore

extension TextLayoutInfo {
    /// A layout guessed without Pango, where no host lays text out (a bare unit test): every
    /// grapheme `Constants.averageGlyphWidthFactor` of the font size wide (two of them for East
    /// Asian wide ones and emoji), lines `Constants.labelLineHeightFactor` of it tall, wrapped at
    /// spaces (else anywhere) in `width` when given, and at newlines.
    public static func estimate(_ text: String, font: FontSpec, width: Double?) -> TextLayoutInfo {
        let size = font.size.isFinite && font.size > 0 ? font.size : 14
        let advance = size * Constants.averageGlyphWidthFactor
        let lineHeight = (size * Constants.labelLineHeightFactor).rounded(.up)
        let limit = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? .infinity
        var lines: [Line] = []
        var offsets: [Int] = [0], xs: [Double] = [0]
        var start = 0, offset = 0, x = 0.0, widest = 0.0
        var lastSpace: Int?
        func finish(at end: Int, next: Int) {
            let top = Double(lines.count) * lineHeight
            lines.append(Line(range: start..<end, top: top, height: lineHeight, baseline: top + size,
                              offsets: offsets, xs: xs))
            widest = max(widest, xs.last ?? 0)
            start = next; offsets = [next]; xs = [0]; x = 0; lastSpace = nil
        }
        for ch in text {
            let bytes = ch.utf8.count
            if ch == "\n" || ch == "\r\n" {
                finish(at: offset, next: offset + bytes)
                offset += bytes
                continue
            }
            let w = ch.unicodeScalars.first.map { $0.value >= 0x1100 ? 2 * advance : advance } ?? advance
            if x + w > limit, offset > start {
                if let space = lastSpace, let i = offsets.firstIndex(of: space) {
                    // Carry the word after the space over to the next line.
                    let carried = Array(offsets[i...]), carriedX = Array(xs[i...])
                    let shift = carriedX.first ?? 0
                    offsets.removeSubrange((i + 1)...); xs.removeSubrange((i + 1)...)
                    finish(at: space, next: space)
                    offsets = carried; xs = carriedX.map { $0 - shift }; x = xs.last ?? 0
                } else {
                    finish(at: offset, next: offset)
                }
            }
            offset += bytes
            x += w
            offsets.append(offset); xs.append(x)
            if ch == " " { lastSpace = offset }
        }
        finish(at: offset, next: offset)
        return TextLayoutInfo(lines: lines, size: Size(widest, Double(lines.count) * lineHeight))
    }
}
