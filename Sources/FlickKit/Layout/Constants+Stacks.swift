import FlickCore

/// How stacks and lists size what they hold, with units in the names.
extension Constants {
    /// A control's height when it states none of its own, px.
    public static let defaultControlHeightPx: Double = 44
    /// A button's title line height, as a multiple of its font size.
    public static let buttonLineHeightFactor: Double = 1.4
    /// The average width of one character, as a multiple of the font size (an estimate: FlickKit
    /// lays text out only when it draws, so a button's or label's width is estimated from its length).
    public static let averageGlyphWidthFactor: Double = 0.6
    /// A label's line height, as a multiple of its font size.
    public static let labelLineHeightFactor: Double = 1.5
}
