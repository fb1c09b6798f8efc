import FlickCore

extension KeyCombo {
    /// The key caps that show this combo in a shortcuts overlay: the modifiers, then the key,
    /// in the names people read ("Ctrl", "Shift", "T", "←", "Page Down", "?").
    public var capLabels: [String] {
        var caps: [String] = []
        if modifiers.contains(.control) { caps.append("Ctrl") }
        if modifiers.contains(.alt) { caps.append("Alt") }
        if modifiers.contains(.super) { caps.append("Super") }
        if modifiers.contains(.shift) { caps.append("Shift") }
        return caps + [KeyCombo.capLabel(name)]
    }

    /// The label of one key's cap.
    static func capLabel(_ name: String) -> String {
        switch name {
        case "Left": return "←"
        case "Right": return "→"
        case "Up": return "↑"
        case "Down": return "↓"
        case "Prior", "Page_Up": return "Page Up"
        case "Next", "Page_Down": return "Page Down"
        case "BackSpace": return "Backspace"
        case "Return": return "Return"
        case "Escape": return "Esc"
        case "Delete": return "Delete"
        case "space": return "Space"
        case "question": return "?"
        case "plus": return "+"
        case "minus": return "−"
        default: return name.count == 1 ? name.uppercased() : name
        }
    }
}
