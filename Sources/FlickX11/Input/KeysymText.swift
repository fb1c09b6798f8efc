import FlickCore

/// What a key types when no input method is open (`XOpenIM` failed): the keysym's own character
/// where the keysym says it (Latin-1 keysyms 0x20–0x7e and 0xa0–0xff are their code points,
/// Unicode keysyms are 0x1000000 plus theirs), else the bytes `XLookupString` converted through
/// the locale (the legacy Greek, Cyrillic, … keysyms), read as UTF-8 or, when they are not, as
/// Latin-1. Dead keys type nothing (composing needs the input method). Xlib's own keysym table
/// (`XkbKeysymToUtf8`) is not public, hence this.
enum KeysymText {
    /// The first Unicode keysym (U+0000 is 0x1000000).
    static let unicodeKeysymBase: UInt = 0x100_0000
    /// The dead keys (dead_grave … dead_lowline and their kin).
    static let deadKeysyms: ClosedRange<UInt> = 0xfe50...0xfe93

    /// The text of `keysym` (`lookupBytes`: what `XLookupString` wrote for the key), or "" when
    /// it types nothing or only control characters.
    static func text(keysym: UInt, lookupBytes: [UInt8]) -> String {
        switch keysym {
        case 0x20...0x7e, 0xa0...0xff:
            return String(Character(Unicode.Scalar(UInt8(keysym))))
        case deadKeysyms:
            // A dead key alone types nothing: accents need an input method to join their letter.
            return ""
        case unicodeKeysymBase...(unicodeKeysymBase + 0x10_ffff):
            guard let scalar = Unicode.Scalar(UInt32(keysym - unicodeKeysymBase)) else { return "" }
            return printable(String(Character(scalar)))
        default:
            guard !lookupBytes.isEmpty else { return "" }
            if let utf8 = String(validating: lookupBytes, as: UTF8.self) { return printable(utf8) }
            return printable(String(lookupBytes.map { Character(Unicode.Scalar($0)) }))
        }
    }

    /// `text`, or "" when it holds a control character (C0, DEL, C1): Return's "\r", Tab's "\t",
    /// BackSpace's "\u{8}" and ctrl+letter's are keys, not text.
    static func printable(_ text: String) -> String {
        text.unicodeScalars.contains(where: isControl) ? "" : text
    }

    /// What a key held with `modifiers` types: "" with Control, Alt or Super held (a shortcut, as
    /// GTK's simple input method and Qt's line edit treat it; AltGr is none of these), else
    /// `text` without control characters.
    static func typed(_ text: String, modifiers: Modifiers) -> String {
        guard modifiers.intersection([.control, .alt, .super]).isEmpty else { return "" }
        return printable(text)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value)
    }
}
