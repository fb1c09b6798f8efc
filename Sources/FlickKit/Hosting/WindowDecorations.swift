/// The window decorations a header bar draws when the app decorates its own window (client-side
/// decorations, as GTK does): which window buttons it carries, whether the window is maximized,
/// and whether the bar's drags, double clicks and right clicks act on the window. The host sets
/// it in the environment (`ComponentEnvironment.windowDecorations`); nil there means the window
/// manager decorates the window, and no header bar shows window buttons.
public struct WindowDecorations: Equatable, Sendable {
    /// The buttons at each end of the bar: the desktop's layout limited to what the window manager offers.
    public var layout: DecorationLayout
    /// True while the window is maximized (the maximize button then restores).
    public var isMaximized: Bool
    /// True when dragging the bar moves the window, a double click on it maximizes it and a
    /// right click shows the window menu (a live window; false in a recording, which has no window manager).
    public var actsOnWindow: Bool

    /// Decorations with `layout`'s buttons.
    public init(layout: DecorationLayout = .standard, isMaximized: Bool = false, actsOnWindow: Bool = false) {
        self.layout = layout
        self.isMaximized = isMaximized
        self.actsOnWindow = actsOnWindow
    }

    /// What a window that decorates itself shows where no window manager runs (a bare X server,
    /// a recording): the Close button alone, for nothing else could minimize, maximize or move it.
    public static let withoutWindowManager = WindowDecorations(layout: DecorationLayout.standard.limited(to: [.close]))
}
