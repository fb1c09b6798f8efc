import FlickCore

/// The popover menu's and the about dialog's sizes and timings (their colours come from `Palette`).
extension Constants {
    /// A popover menu's row height, px.
    public static let popoverRowHeightPx: Double = 36
    /// Space around a popover menu's rows inside its panel, px.
    public static let popoverPaddingPx: Double = 6
    /// A popover menu's narrowest panel, px.
    public static let popoverMinWidthPx: Double = 180
    /// A popover menu's widest panel, px.
    public static let popoverMaxWidthPx: Double = 320
    /// The gap between a popover menu and the button it pops from, px.
    public static let popoverGapPx: Double = 4
    /// The least room a popover menu or a dialog keeps to the window's edges, px.
    public static let popoverMarginPx: Double = 6
    /// How long a popover menu or a dialog takes to fade in or out, s.
    public static let popoverFadeS: Double = 0.12
    /// The about dialog's widest panel, px.
    public static let aboutWidthPx: Double = 360
    /// The about dialog's padding inside its panel, px.
    public static let aboutPaddingPx: Double = 24
    /// The app icon's side in the about dialog, px.
    public static let aboutIconPx: Double = 96
    /// The app icon's side in the about dialog of a window too low for `aboutIconPx`, px.
    public static let aboutIconMinPx: Double = 48
    /// The app's name in the about dialog, px (bold).
    public static let aboutTitleFontPx: Double = 20
}
