import FlickCore

/// What the window reports to its delegate, already translated out of Xlib.
public enum WindowEvent: Equatable {
    case input(InputEvent)
    /// The window's size changed; the next frame must be laid out for it (never stretched).
    case resize(Size)
    /// Part of the window needs repainting.
    case expose
    /// The window manager asked the window to close (WM_DELETE_WINDOW).
    case close
    /// What the window manager offers the window or says of it changed (`X11Window.windowManager`:
    /// maximized or not, the actions allowed).
    case windowManagerChanged
}
