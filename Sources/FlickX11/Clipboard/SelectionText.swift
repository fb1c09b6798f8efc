/// Text as the selection targets carry it: `UTF8_STRING` (UTF-8; invalid bytes read as U+FFFD)
/// and `STRING` (Latin-1; characters outside it written as "?").
enum SelectionText {
    /// `text` in Latin-1, each character outside it as "?".
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    /// Latin-1 `bytes` as text.
    static func fromLatin1(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.lazy.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// UTF-8 `bytes` as text, each invalid sequence as U+FFFD.
    static func fromUTF8(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The first `limit` bytes of UTF-8 `bytes` or fewer, cut before a character that would not
    /// fit whole (a sequence is not split into U+FFFD); `bytes` unchanged when it fits.
    static func cut(_ bytes: [UInt8], toUTF8Limit limit: Int) -> [UInt8] {
        guard bytes.count > limit else { return bytes }
        var end = max(0, limit)
        // Back off over continuation bytes (10xxxxxx) to the lead of the character cut in two,
        // at most 3 of them: invalid input is cut where the limit says.
        var back = 0
        while end > 0, back < 3, bytes[end] & 0xC0 == 0x80 {
            end -= 1
            back += 1
        }
        if back == 3, bytes[end] & 0xC0 == 0x80 { end += back }
        return Array(bytes[..<end])
    }
}
