import FlickCore

/// When the demos' bars take their compact forms: a window (or view) lower than
/// `heightThresholdPx` gets shorter bars with icon-only buttons and no secondary text, so the
/// content keeps most of a small window. (Narrow windows are handled by each bar from its width:
/// the museum's tabs show glyphs, the slides' controls scale.)
enum CompactLayout {
    /// Below this height a view is compact, px (the 320x240 minimum window is).
    static let heightThresholdPx: Double = 400
    /// A compact bottom bar's height, px.
    static let barHeightPx: Double = 36

    /// True when `size` calls for compact bars.
    static func isCompact(_ size: Size) -> Bool {
        size.height < heightThresholdPx
    }
}
