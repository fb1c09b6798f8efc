/// Keyboard modifiers held during an input event.
public struct Modifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// One bit per modifier key.
    public let rawValue: Int
    /// The modifiers of the bits in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Alt.
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// Super (the logo key).
    public static let `super` = Modifiers(rawValue: 1 << 3)

    /// Names in the scenario/key syntax order: "ctrl+shift+alt+super".
    public var names: [String] {
        var n: [String] = []
        if contains(.control) { n.append("ctrl") }
        if contains(.shift) { n.append("shift") }
        if contains(.alt) { n.append("alt") }
        if contains(.super) { n.append("super") }
        return n
    }

    /// Parses one modifier name (ctrl, control, shift, alt, super); nil if unknown.
    public init?(name: String) {
        switch name.lowercased() {
        case "ctrl", "control": self = .control
        case "shift": self = .shift
        case "alt", "mod1": self = .alt
        case "super", "mod4", "win": self = .super
        default: return nil
        }
    }

    /// "ctrl+shift": the names joined.
    public var description: String { names.joined(separator: "+") }
}
