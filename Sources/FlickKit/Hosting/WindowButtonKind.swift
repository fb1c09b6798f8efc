/// A button of the window's own in a header bar (client-side decorations), by its name in GTK's
/// `gtk-decoration-layout`.
public enum WindowButtonKind: String, CaseIterable, Sendable {
    /// Minimizes (iconifies) the window.
    case minimize
    /// Maximizes the window, or restores it when it is maximized.
    case maximize
    /// Closes the window.
    case close
}
