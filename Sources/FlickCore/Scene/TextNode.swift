/// A run of text laid out (by Pango in the renderer) inside a frame.
public struct TextNode: Equatable, Sendable {
    /// Where the lines sit across the frame.
    public enum Alignment: Sendable { case leading, center, trailing }

    /// The text.
    public var text: String
    /// The box the text is laid out in; text wider than it wraps (up to `maxLines`) and then ends in an ellipsis.
    public var frame: Rect
    /// The font.
    public var font: FontSpec
    /// The text's colour.
    public var color: Color
    /// Where the lines sit across the frame.
    public var alignment: Alignment
    /// Lines before ellipsizing; 1 keeps it on one line.
    public var maxLines: Int
    /// Centre the laid-out block vertically in `frame` (else top-aligned).
    public var centeredVertically: Bool

    /// `text` in `font` and `color` laid out in `frame`, aligned as `alignment` says, on at most `maxLines` lines.
    public init(_ text: String, frame: Rect, font: FontSpec, color: Color,
                alignment: Alignment = .leading, maxLines: Int = 1, centeredVertically: Bool = true) {
        self.text = text; self.frame = frame; self.font = font; self.color = color
        self.alignment = alignment; self.maxLines = maxLines; self.centeredVertically = centeredVertically
    }
}
