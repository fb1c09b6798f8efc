import FlickCore

/// One line of a shortcuts overlay: the keys that do something (any one of them), the gesture
/// that does the same (drawn as a small icon), and what it does.
public struct Shortcut: Equatable, Sendable {
    /// Alternative key combos, each doing `title` (empty: a gesture only).
    public var keys: [KeyCombo]
    /// The pointer, touch or touchpad gesture that does it, or nil (keys only).
    public var gesture: ShortcutGesture?
    /// What it does, e.g. "Next page".
    public var title: String

    /// `title` done by any of `keys` (written as in scenarios: "Right", "ctrl+t") and/or `gesture`.
    /// A key that does not parse is dropped.
    public init(_ title: String, keys: [String] = [], gesture: ShortcutGesture? = nil) {
        self.title = title
        self.keys = keys.compactMap { KeyCombo(parsing: $0) }
        self.gesture = gesture
    }
}
