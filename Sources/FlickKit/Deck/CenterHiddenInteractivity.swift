/// What the center does with input while a side is open (the center mostly hidden).
public enum CenterHiddenInteractivity: String, CaseIterable, Sendable {
    /// The center stays interactive.
    case interactive
    /// The center ignores input (it can still be dragged closed).
    case notInteractive
    /// The center ignores input, but a click on it closes the open side.
    case tapToClose
    /// The same, closing with a bounce.
    case tapToCloseBouncing
}
