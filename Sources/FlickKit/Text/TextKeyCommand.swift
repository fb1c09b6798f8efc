import FlickCore

/// What a key does in a text input (GTK's entry and text view bindings): a caret move, a
/// deletion, a clipboard or undo command, a newline, or text to insert; nil for keys a text input
/// leaves to its containers (Tab, Escape, F-keys, shortcuts with Alt or Super, ctrl+q).
enum TextKeyCommand: Equatable {
    /// Where a caret move goes. Left and Right move one grapheme on screen (`leftGrapheme`,
    /// `rightGrapheme`: in right-to-left text Left goes forward in the text, as in GTK); the other
    /// moves are logical (Home is the line's start in either direction).
    enum Move: Equatable {
        case leftGrapheme, rightGrapheme, previousWord, nextWord
        case lineStart, lineEnd, textStart, textEnd
        case lineUp, lineDown, pageUp, pageDown
    }

    case move(Move, extending: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste, undo, redo
    /// Return (a field submits, an editable text view breaks the line).
    case newline
    case insert(String)

    /// The command of `key`, or nil when a text input does not use it.
    init?(_ key: KeyCombo) {
        let mods = key.modifiers
        let ctrl = mods.contains(.control), shift = mods.contains(.shift)
        guard !mods.contains(.alt), !mods.contains(.super) else { return nil }
        switch key.name {
        case "Left": self = .move(ctrl ? .previousWord : .leftGrapheme, extending: shift)
        case "Right": self = .move(ctrl ? .nextWord : .rightGrapheme, extending: shift)
        case "Home": self = .move(ctrl ? .textStart : .lineStart, extending: shift)
        case "End": self = .move(ctrl ? .textEnd : .lineEnd, extending: shift)
        case "Up": self = .move(.lineUp, extending: shift)
        case "Down": self = .move(.lineDown, extending: shift)
        case "Prior": self = .move(.pageUp, extending: shift)
        case "Next": self = .move(.pageDown, extending: shift)
        case "BackSpace": self = .deleteBackward(byWord: ctrl)
        case "Delete": self = shift && !ctrl ? .cut : .deleteForward(byWord: ctrl)
        case "Insert" where shift && !ctrl: self = .paste
        case "Insert" where ctrl && !shift: self = .copy
        case "Return": self = .newline
        case "a" where ctrl && !shift: self = .selectAll
        case "c" where ctrl && !shift: self = .copy
        case "x" where ctrl && !shift: self = .cut
        case "v" where ctrl && !shift: self = .paste
        case "z" where ctrl: self = shift ? .redo : .undo
        case "y" where ctrl && !shift: self = .redo
        default:
            guard !ctrl, !key.text.isEmpty else { return nil }
            self = .insert(key.text)
        }
    }
}
