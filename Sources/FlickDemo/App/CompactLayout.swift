import FlickCore

/// The demos' compact bars: a compact view (`SizeClass.compact`, from its environment) gets
/// shorter bars with icon-only buttons and no secondary text, so the content keeps most of a
/// small window. (Narrow windows are handled by each bar from its width: the museum's tabs show
/// glyphs, the slides' controls scale.)
enum CompactLayout {
    /// A compact bottom bar's height, px.
    static let barHeightPx: Double = 36
}
