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

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
