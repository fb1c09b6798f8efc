/// What a header bar asks of the window it decorates (`ComponentHosting.performWindowAction(_:)`),
/// as a window manager's title bar would do it.
public enum WindowAction: Equatable, Sendable {
    /// Minimizes the window.
    case minimize
    /// Maximizes the window, or restores it when it is maximized.
    case toggleMaximize
    /// Closes the window (as `ComponentHosting.closeWindow()`).
    case close
    /// Hands the pointer drag under way to the window manager, which moves the window with it.
    case beginMove
    /// Shows the window manager's window menu at the pointer.
    case showMenu
}
