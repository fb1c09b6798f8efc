/// The states of a semantics node: what a screen reader says beside its name and what a test can
/// expect of it.
public struct SemanticsStates: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// States from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Tab can reach it.
    public static let focusable = SemanticsStates(rawValue: 1 << 0)
    /// It holds keyboard focus.
    public static let focused = SemanticsStates(rawValue: 1 << 1)
    /// It is the chosen one of its kind (a selected tab, page or row).
    public static let selected = SemanticsStates(rawValue: 1 << 2)
    /// It is on (a switch, a toggle, a ticked check box).
    public static let checked = SemanticsStates(rawValue: 1 << 3)
    /// It takes no input now.
    public static let disabled = SemanticsStates(rawValue: 1 << 4)
    /// What it opens is open (an open drawer, an expanded section).
    public static let expanded = SemanticsStates(rawValue: 1 << 5)
    /// It exists but lies outside the window or under something (a page off to the side, a closed drawer).
    public static let offscreen = SemanticsStates(rawValue: 1 << 6)
    /// It can be checked (a switch or check box, on or off).
    public static let checkable = SemanticsStates(rawValue: 1 << 7)
    /// It can be expanded.
    public static let expandable = SemanticsStates(rawValue: 1 << 8)

    /// Every state with its name, in a fixed order (for JSON and messages).
    public static let named: [(SemanticsStates, String)] = [
        (.focusable, "focusable"), (.focused, "focused"), (.selected, "selected"), (.checked, "checked"),
        (.disabled, "disabled"), (.expanded, "expanded"), (.offscreen, "offscreen"), (.checkable, "checkable"),
        (.expandable, "expandable"),
    ]

    /// The names of the states set, in `named`'s order.
    public var names: [String] { SemanticsStates.named.filter { contains($0.0) }.map(\.1) }
}
