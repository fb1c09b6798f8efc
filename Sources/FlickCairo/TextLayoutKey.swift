import FlickCore

/// What a Pango layout depends on: the text, font, wrap width (Pango units, -1 = none), alignment and line limit.
struct TextLayoutKey: Hashable {
    var text: String
    var font: FontSpec
    var width: Int32
    var alignment: TextNode.Alignment
    var maxLines: Int
}
