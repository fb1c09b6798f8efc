import FlickCore

/// What a Pango layout depends on: the text, font, wrap width (Pango units, -1 = none), alignment,
/// line limit and the device scale it is laid out for.
struct TextLayoutKey: Hashable {
    var text: String
    var font: FontSpec
    var width: Int32
    var alignment: TextNode.Alignment
    var maxLines: Int
    /// Device pixels per layout pixel the glyphs are placed for.
    var scale: Double = 1
}
