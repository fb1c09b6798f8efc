/// Echoes user input inside a message safely: control characters escaped (`\n`, `\0`, `\u{7F}`),
/// and at most `limit` characters shown, so a file of NUL bytes or a 50 MB number never floods
/// the terminal.
public enum Quoted {
    /// Characters of the input shown before it is cut (the message says how long it was).
    public static let defaultLimit = 80

    /// `'text'` with control characters escaped; longer input is cut after `limit` characters
    /// and marked `…' (N characters)`.
    public static func text<S: StringProtocol>(_ input: S, limit: Int = defaultLimit) -> String {
        let (body, total) = prefix(input, limit: limit)
        guard total > limit else { return "'\(body)'" }
        return "'\(body)…' (\(total) characters)"
    }

    /// The same without quotes, for a whole line of a message: `body… (N characters)` when cut.
    public static func line<S: StringProtocol>(_ input: S, limit: Int) -> String {
        let (body, total) = prefix(input, limit: limit)
        guard total > limit else { return body }
        return "\(body)… (\(total) characters)"
    }

    /// The first `limit` characters escaped, and the input's length in characters.
    private static func prefix<S: StringProtocol>(_ input: S, limit: Int) -> (String, Int) {
        var out = ""
        var total = 0
        for c in input {
            total += 1
            if total <= limit { out += escaped(c) }
        }
        return (out, total)
    }

    private static func escaped(_ c: Character) -> String {
        switch c {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\r\n": return "\\r\\n"
        case "\t": return "\\t"
        case "\0": return "\\0"
        case "\\": return "\\\\"
        default: break
        }
        var out = ""
        for scalar in c.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0xFEFF || (0x2028...0x2029).contains(v) {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
