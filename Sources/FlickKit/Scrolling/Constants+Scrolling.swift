import FlickCore

/// How scrolling content moves and shows that it does, with units in the names.
extension Constants {
    /// Distance one wheel notch scrolls in a scroll view, px.
    public static let scrollNotchPx: Double = 48
    /// An overlay scroll indicator stays this long after the content stops scrolling, s.
    public static let scrollIndicatorHoldS: Double = 0.8
    /// Then fades out over this long, s.
    public static let scrollIndicatorFadeS: Double = 0.3
}
