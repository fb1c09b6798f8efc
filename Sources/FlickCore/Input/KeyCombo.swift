/// A key (an X keysym name such as "Right", "Return", "t", "plus") with modifiers,
/// written like "ctrl+shift+t". Letter keys are stored lower-case; Shift is a modifier.
///
/// A pressed key also carries the `text` it typed. A combo is a shortcut's identity, so two
/// combos are equal (and hash alike) when their names and modifiers are, whatever text they
/// carry: `ctrl+shift+t` pressed matches `ctrl+shift+t` written, and `eacute` typed "é" equals
/// `KeyCombo("eacute")`.
public struct KeyCombo: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The key's name as X11 spells its keysym ("Left", "Return", "q"); "" for text an input
    /// method committed without a key (IBus committing "中文").
    public var name: String
    /// The modifier keys held.
    public var modifiers: Modifiers
    /// What the key typed ("é", "A", "中文"), as the keyboard map or the input method made it;
    /// "" when it types nothing: keys such as Return, Tab, Escape, BackSpace or the arrows,
    /// control characters and DEL, and a key held with Control, Alt or Super (a shortcut).
    /// Not part of equality or hashing.
    public var text: String

    /// The key `name` with `modifiers`, which typed `text` ("" by default).
    public init(_ name: String, modifiers: Modifiers = [], text: String = "") {
        self.name = KeyCombo.normalized(name)
        self.modifiers = modifiers
        self.text = text
    }

    /// Equal names and modifiers; `text` does not count.
    public static func == (lhs: KeyCombo, rhs: KeyCombo) -> Bool {
        lhs.name == rhs.name && lhs.modifiers == rhs.modifiers
    }

    /// Hashes the name and the modifiers (as `==` compares them).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(modifiers)
    }

    /// Parses "ctrl+shift+t"; nil when a modifier is unknown or the key is empty.
    /// A lone "+" or a trailing "+" (as in "ctrl++") means the plus key.
    public init?(parsing text: String) {
        guard !text.isEmpty else { return nil }
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        var key = parts.removeLast()
        if key.isEmpty {
            // "ctrl++" splits as ["ctrl", "", ""]; "+" as ["", ""].
            key = "plus"
            while parts.last == "" { parts.removeLast() }
        }
        var mods: Modifiers = []
        for p in parts {
            guard let m = Modifiers(name: p) else { return nil }
            mods.insert(m)
        }
        guard !key.isEmpty, key.allSatisfy({ !$0.isWhitespace }) else { return nil }
        self.init(key, modifiers: mods)
    }

    /// Single letters lower-cased so that "T" with Shift equals "shift+t"; a keypad key under the
    /// name of the key it stands for (`keypadAliases`).
    static func normalized(_ name: String) -> String {
        if name.count == 1, let c = name.first, c.isLetter { return name.lowercased() }
        if name.hasPrefix("KP_"), let main = keypadAliases[name] { return main }
        return name
    }

    /// The keypad's keysym names (with Num Lock off and on) and the names of the main keys they
    /// stand for, so that every switch over key names handles both: "KP_Home" is "Home", "KP_Prior"
    /// and "KP_Page_Up" are "Prior" (as X names the main Page Up key), "KP_Enter" is "Return",
    /// "KP_Add" is "plus", "KP_1" is "1".
    static let keypadAliases: [String: String] = {
        var a = [
            "KP_Home": "Home", "KP_End": "End", "KP_Left": "Left", "KP_Right": "Right", "KP_Up": "Up",
            "KP_Down": "Down", "KP_Prior": "Prior", "KP_Page_Up": "Prior", "KP_Next": "Next",
            "KP_Page_Down": "Next", "KP_Begin": "Begin", "KP_Insert": "Insert", "KP_Delete": "Delete",
            "KP_Enter": "Return", "KP_Tab": "Tab", "KP_Space": "space", "KP_Add": "plus",
            "KP_Subtract": "minus", "KP_Multiply": "asterisk", "KP_Divide": "slash", "KP_Equal": "equal",
            "KP_Decimal": "period", "KP_Separator": "comma",
        ]
        for digit in 0...9 { a["KP_\(digit)"] = "\(digit)" }
        return a
    }()

    /// True for the key `name` with exactly `modifiers`.
    public func matches(_ name: String, _ modifiers: Modifiers = []) -> Bool {
        self.name == KeyCombo.normalized(name) && self.modifiers == modifiers
    }

    /// "ctrl+q": the modifiers' names, then the key's.
    public var description: String { (modifiers.names + [name]).joined(separator: "+") }
}
