import CX11

/// A short connection of its own to the display named by DISPLAY, to read X resources before any
/// window is made (so a window's size can follow the scale `Xft.dpi` implies).
///
/// Keep it open until the window's own connection is made: a server whose last client leaves
/// resets (Xvfb without `-noreset` does), and refuses connections while it does.
public final class XResourceProbe {
    private let display: OpaquePointer

    /// Connects; nil when there is no display.
    public init?() {
        guard let d = DisplayConnection.open(nil) else { return nil }
        display = d
    }

    deinit { XCloseDisplay(display) }

    /// The value of resource `name` (e.g. "Xft.dpi"), or nil when the server does not hold it.
    public func value(of name: String) -> String? {
        XResources.databaseText(of: display).flatMap { XResources.value(of: name, in: $0) }
    }
}
