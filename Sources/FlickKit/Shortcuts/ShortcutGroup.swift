/// A titled group of shortcuts ("Navigation", "Pages", "Gestures", "Application").
public struct ShortcutGroup: Equatable, Sendable {
    /// The group's heading.
    public var title: String
    /// Its lines, in order.
    public var shortcuts: [Shortcut]

    /// A group titled `title` listing `shortcuts`.
    public init(_ title: String, _ shortcuts: [Shortcut]) {
        self.title = title
        self.shortcuts = shortcuts
    }
}
