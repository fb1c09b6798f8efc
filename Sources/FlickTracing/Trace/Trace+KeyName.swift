import FlickCore

extension Trace {
    /// X names some keys twice (Page_Down and Next are one keysym, `XKeysymToString` gives Next):
    /// the trace uses the names people send.
    static let sentNames = ["Next": "Page_Down", "Prior": "Page_Up"]

    /// Symbols typed with shift on a US keyboard: the shift is part of the symbol, so the trace
    /// does not name it (`question`, not `shift+question`), as `xdotool key question` sends it.
    static let shiftedSymbols: Set<String> = [
        "exclam", "at", "numbersign", "dollar", "percent", "asciicircum", "ampersand", "asterisk",
        "parenleft", "parenright", "underscore", "plus", "braceleft", "braceright", "bar", "colon",
        "quotedbl", "less", "greater", "question", "asciitilde",
    ]

    /// `key` as a scenario or xdotool would send it: `Page_Down` for Next, `question` without its shift.
    static func sentName(_ key: KeyCombo) -> String {
        var modifiers = key.modifiers
        if shiftedSymbols.contains(key.name) { modifiers.remove(.shift) }
        return KeyCombo(sentNames[key.name] ?? key.name, modifiers: modifiers).description
    }
}
