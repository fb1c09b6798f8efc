import FlickCore

/// The app's one set of bars and type sizes, with units in the names: every bar, label and title
/// of FlickKit and of the demo app takes its size from here (its colours from `Palette`).
extension Constants {
    /// The font family of all text (Pango resolves it).
    public static let fontFamily = "DejaVu Sans"
    /// A bar's height, top or bottom, with or without labels under its icons, px.
    public static let barHeightPx: Double = 48
    /// A bar's height in a compact window (`SizeClass.compact`), px.
    public static let compactBarHeightPx: Double = 36
    /// A bar's title, px (bold).
    public static let titleFontPx: Double = 15
    /// Body text: rows, buttons, descriptions, px.
    public static let bodyFontPx: Double = 14
    /// Secondary text: subtitles, values, captions, px.
    public static let smallFontPx: Double = 12
    /// A section header, px (bold, sentence case).
    public static let headerFontPx: Double = 12
    /// A label under a bar's icon, px.
    public static let barLabelFontPx: Double = 11
    /// An icon in a bar, px square.
    public static let barIconPx: Double = 20
    /// An icon beside a button's or a row's words, px square.
    public static let inlineIconPx: Double = 16
    /// The gap between such an icon and the words, px.
    public static let inlineIconGapPx: Double = 6
    /// Rounded corners of buttons, rows' selection and segmented controls, px.
    public static let controlCornerPx: Double = 6
    /// Rounded corners of raised surfaces (a dialog, a popover, a toast), px.
    public static let cardCornerPx: Double = 12
    /// Content wider than this is centred at this width (libadwaita's clamp), px.
    public static let contentMaxWidthPx: Double = 760
}
