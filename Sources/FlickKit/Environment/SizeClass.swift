import FlickCore

/// Whether a component is small enough for its compact form: shorter bars, icon-only buttons,
/// no secondary text, so the content keeps most of a small window. (Narrow components adapt from
/// their own width: the museum's tabs show glyphs, the slides' controls scale.)
public enum SizeClass: String, Sendable {
    /// Lower than `compactBelowHeightPx` (the 320x240 minimum window is).
    case compact
    /// Everything else.
    case regular

    /// Below this height a component is compact, px: the one definition of "compact".
    public static let compactBelowHeightPx: Double = 400

    /// The size class of a component `height` px high.
    public init(height: Double) {
        self = height < SizeClass.compactBelowHeightPx ? .compact : .regular
    }

    /// True for `.compact`.
    public var isCompact: Bool { self == .compact }
}
