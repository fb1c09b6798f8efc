/// A key (an X keysym name such as "Right", "Return", "t", "plus") with modifiers,
/// written like "ctrl+shift+t". Letter keys are stored lower-case; Shift is a modifier.
public struct KeyCombo: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var modifiers: Modifiers

    public init(_ name: String, modifiers: Modifiers = []) {
        self.name = KeyCombo.normalized(name)
        self.modifiers = modifiers
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

    /// Single letters lower-cased so that "T" with Shift equals "shift+t".
    static func normalized(_ name: String) -> String {
        if name.count == 1, let c = name.first, c.isLetter { return name.lowercased() }
        return name
    }

    public func matches(_ name: String, _ modifiers: Modifiers = []) -> Bool {
        self.name == KeyCombo.normalized(name) && self.modifiers == modifiers
    }

    public var description: String { (modifiers.names + [name]).joined(separator: "+") }
}
