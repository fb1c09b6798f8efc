/// What can be done to a semantics node without a pointer: what a screen reader's user or a test
/// asks for by name. A node lists the actions it takes; `SemanticsNode.perform(_:now:)` runs one.
public enum SemanticsAction: String, CaseIterable, Sendable {
    /// Does what a click does (a button's action, a tab's selection, a switch's toggle).
    case activate
    /// One step up (a slider's value, the next page).
    case increment
    /// One step down (a slider's value, the previous page).
    case decrement
    /// Closes or goes back (a page's close button, an overlay, a drawer).
    case dismiss
    /// Shows the content further on (down or to the right).
    case scrollForward = "scroll-forward"
    /// Shows the content further back (up or to the left).
    case scrollBackward = "scroll-backward"
}
