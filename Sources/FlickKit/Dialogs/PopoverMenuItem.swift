/// One line of a `PopoverMenu`: its words (also the name a screen reader says) and what a click,
/// or Return on it, does.
public struct PopoverMenuItem {
    /// The words on the line, e.g. "About Flick".
    public var title: String
    /// A disabled item is dimmed and skipped by the arrow keys.
    public var isEnabled: Bool
    /// Run with the click's time (seconds) after the menu closes.
    public var action: (_ now: Double) -> Void

    /// An item titled `title` running `action`.
    public init(_ title: String, isEnabled: Bool = true, action: @escaping (_ now: Double) -> Void) {
        self.title = title; self.isEnabled = isEnabled; self.action = action
    }
}
