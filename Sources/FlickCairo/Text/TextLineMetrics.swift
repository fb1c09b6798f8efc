import FlickCore

/// One line of a Pango layout, measured for a caret: the UTF-8 range it holds, where it sits, and
/// the caret's x at each grapheme boundary in it (`TextRenderer.lineMetrics(_:font:maxWidth:)`).
public struct TextLineMetrics: Equatable, Sendable {
    /// The UTF-8 byte range of the text the line holds.
    public var range: Range<Int>
    /// The line's top and height, px.
    public var top: Double
    /// The line's height, px.
    public var height: Double
    /// The baseline, px from the layout's top.
    public var baseline: Double
    /// The grapheme boundaries from the line's start to its end (UTF-8 offsets), ascending.
    public var offsets: [Int]
    /// The caret's visual x at each of `offsets`, px.
    public var xs: [Double]
}
