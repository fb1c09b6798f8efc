import FlickCore

/// How text inputs behave, with units in the names.
extension Constants {
    /// One blink of a text caret, shown two thirds and hidden one third of it (GTK's
    /// `gtk-cursor-blink-time`), s.
    public static let caretBlinkCycleS: Double = 1.2
    /// The caret stops blinking (and stays shown) this long after the last input, so an idle
    /// window never wakes (GTK's `gtk-cursor-blink-timeout`), s.
    public static let caretBlinkTimeoutS: Double = 10
    /// The caret's width, px.
    public static let caretWidthPx: Double = 1
    /// A search field calls `onSearch` this long after the last change (GtkSearchEntry's delay), s.
    public static let searchDelayS: Double = 0.15
    /// Undo steps a text input keeps.
    public static let textUndoStepLimit = 200
    /// A text view lays out a paragraph longer than this in pieces broken at a space, UTF-8 bytes,
    /// so no single Pango layout grows with the file.
    public static let textBlockMaxBytes = 4096
    /// A text view lays out this much beyond the visible part above and below, in viewports.
    public static let textViewLayoutMarginViewports: Double = 1
    /// Laid-out pieces a text view keeps (those on screen are always kept).
    public static let textViewLayoutCacheLimit = 256
}
