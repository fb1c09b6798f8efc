/// A piece of a text view's text that is laid out on its own: a paragraph (between newlines), or
/// part of a long one broken after a space every `Constants.textBlockMaxBytes` or so, so a long
/// file never becomes one Pango layout. Its height is estimated from its length until it is laid
/// out, then measured.
struct TextBlock: Equatable {
    /// The UTF-8 range of the text it holds (without the newline that ends it).
    var range: Range<Int>
    /// Its height, px: estimated, or measured once laid out.
    var height: Double
    /// Whether `height` was measured from a layout at the current width.
    var isMeasured = false

    /// The block ranges of `text`'s UTF-8 `bytes` from `base` (a block per line, long lines cut
    /// after a space, else at a character boundary), each starting `base` bytes further.
    static func ranges(of bytes: UnsafeBufferPointer<UInt8>, base: Int = 0, maxBytes: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == 0x0A {
                result.append((base + start)..<(base + i))
                start = i + 1
            } else if i - start >= maxBytes {
                var cut = i
                var k = i
                while k > start + maxBytes / 2 {
                    if bytes[k - 1] == 0x20 { cut = k; break }
                    k -= 1
                }
                if cut == i { while cut > start + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 } }
                result.append((base + start)..<(base + cut))
                start = cut
                i = cut
                continue
            }
            i += 1
        }
        result.append((base + start)..<(base + n))
        return result
    }

    /// The block ranges of `text` (see `ranges(of:base:maxBytes:)`).
    static func ranges(of text: String, base: Int = 0, maxBytes: Int) -> [Range<Int>] {
        var text = text
        return text.withUTF8 { ranges(of: $0, base: base, maxBytes: maxBytes) }
    }
}
