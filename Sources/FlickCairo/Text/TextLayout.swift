import CPango

/// One cached Pango layout and its logical size in px.
final class TextLayout {
    let layout: OpaquePointer
    let width: Double
    let height: Double

    /// Takes ownership of `layout`.
    init(_ layout: OpaquePointer) {
        self.layout = layout
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        width = Double(logical.width) / Double(PANGO_SCALE)
        height = Double(logical.height) / Double(PANGO_SCALE)
    }

    /// What the layout holds, estimated: its text, and per character a glyph, a cluster index
    /// and an attribute share, plus a fixed overhead per layout (lines, runs, the object), bytes.
    var estimatedBytes: Int {
        let characters = Int(pango_layout_get_character_count(layout))
        let bytes = Int(strlen(pango_layout_get_text(layout)))
        return 1024 + bytes + characters * 48
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
