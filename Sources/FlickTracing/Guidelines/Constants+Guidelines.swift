import FlickCore

/// The thresholds of `check accessibility` (WCAG 2.2's 1.4.3 text contrast, 1.4.11 non-text contrast and 2.5.8 target size),
/// with units in the names.
extension Constants {
    /// The least contrast of normal text, as a ratio (4.5:1).
    static let textContrastMin: Double = 4.5
    /// The least contrast of large text, as a ratio (3:1).
    static let largeTextContrastMin: Double = 3
    /// The least contrast of a control's boundary against what lies behind it, as a ratio (3:1).
    static let boundaryContrastMin: Double = 3
    /// Text this size or larger is large, layout px.
    static let largeTextPx: Double = 24
    /// Bold text this size or larger is large, layout px.
    static let largeBoldTextPx: Double = 18
    /// The smallest side of a pointer target, layout px.
    static let pointerTargetMinPx: Double = 24
    /// The share of a text's glyph pixels whose background may give less than the contrast
    /// reported (the contrast is the one 90% of them reach: a stray light pixel of a photo behind
    /// a caption does not decide it, a light half does).
    static let contrastPercentile: Double = 0.1
    /// A device pixel counts as part of a glyph from this coverage on (0 to 255).
    static let glyphCoverageMin: UInt32 = 128
}
