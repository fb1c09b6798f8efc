import CPango
import FlickCore

/// Lays out and draws text with PangoCairo, and measures it for controls that size themselves.
///
/// Font options are fixed for reproducible pixels: gray antialiasing, no hinting, unhinted metrics,
/// and glyph positions not rounded to whole pixels (even letter spacing at any size and scale).
/// Text is laid out for the device scale (`scale`: one Pango context per scale, whose matrix is
/// that scale), so glyphs are placed in device pixels, never a 1x layout enlarged.
/// Layouts are kept in a small LRU keyed by text, font, width, line settings and scale, so unchanged
/// labels cost no layout work per frame. Pango is first touched on first use, so `FONTCONFIG_FILE`
/// may be set after making a renderer.
public final class TextRenderer {
    /// Device pixels per layout pixel text is laid out for (the renderer's `deviceScale`); sizes
    /// and measurements stay in layout pixels. Not a positive finite number: 1.
    public var scale: Double = 1 {
        didSet { if !(scale.isFinite && scale > 0) { scale = 1 } }
    }
    private var contexts: [Double: OpaquePointer] = [:]
    /// Byte budget of the cached layouts (estimated, see `TextLayout.estimatedBytes`).
    static let layoutBudgetBytes = 8 << 20
    private var layouts = LRUCache<TextLayoutKey, TextLayout>(capacity: 128, maxCost: TextRenderer.layoutBudgetBytes)
    private var fonts: [FontSpec: OpaquePointer] = [:]

    /// A renderer with no layouts cached.
    public init() {}

    deinit {
        for description in fonts.values { pango_font_description_free(description) }
        layouts.removeAll()
        for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// The size `text` takes in `font`, wrapped at `maxWidth` when given (px, logical extents).
    public func measure(_ text: String, font: FontSpec, maxWidth: Double?) -> Size {
        guard !text.isEmpty else { return .zero }
        let layout = self.layout(TextLayoutKey(text: text, font: font, width: TextRenderer.pangoWidth(maxWidth),
                                               alignment: .leading, maxLines: 0, scale: scale))
        return Size(layout.width, layout.height)
    }

    /// Draws `node` with its colour's alpha times `alpha`.
    func draw(_ node: TextNode, in cr: OpaquePointer, alpha: Double) {
        let frame = node.frame
        guard !node.text.isEmpty, frame.isDrawable, node.font.size.isFinite, node.font.size > 0,
              CairoPath.isVisible(frame, in: cr) else { return }
        let layout = self.layout(TextLayoutKey(text: node.text, font: node.font,
                                               width: TextRenderer.pangoWidth(frame.width),
                                               alignment: node.alignment, maxLines: node.maxLines, scale: scale))
        let y = node.centeredVertically ? frame.minY + (frame.height - layout.height) / 2 : frame.minY
        node.color.setAsSource(cr, alpha: alpha)
        cairo_move_to(cr, frame.minX, y)
        pango_cairo_show_layout(cr, layout.layout)
        cairo_new_path(cr)
    }

    /// Number of cached layouts.
    var layoutCount: Int { layouts.count }

    /// Estimated bytes held by the cached layouts.
    var layoutBytes: Int { layouts.totalCost }

    static func pangoWidth(_ width: Double?) -> Int32 {
        guard let width, width.isFinite, width > 0 else { return -1 }
        return Int32(min(width * Double(PANGO_SCALE), Double(Int32.max)).rounded())
    }

    func layout(_ key: TextLayoutKey) -> TextLayout {
        if let cached = layouts.value(for: key) { return cached }
        let layout = pango_layout_new(pangoContext(scale: key.scale))!
        pango_layout_set_font_description(layout, font(key.font))
        pango_layout_set_width(layout, key.width)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        switch key.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if key.maxLines > 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(clamping: key.maxLines))
        }
        key.text.withCString { pango_layout_set_text(layout, $0, -1) }
        let entry = TextLayout(layout)
        layouts.insert(entry, for: key, cost: entry.estimatedBytes)
        return entry
    }

    private func font(_ spec: FontSpec) -> OpaquePointer {
        if let d = fonts[spec] { return d }
        let d = pango_font_description_new()!
        spec.family.withCString { pango_font_description_set_family(d, $0) }
        pango_font_description_set_absolute_size(d, spec.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, spec.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        fonts[spec] = d
        return d
    }

    /// The Pango context the layouts for device `scale` share, made on first use with fixed font
    /// options and a matrix of that scale.
    private func pangoContext(scale: Double) -> OpaquePointer {
        if let context = contexts[scale] { return context }
        let map = pango_cairo_font_map_get_default()
        let created = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(created, options)
        cairo_font_options_destroy(options)
        pango_context_set_language(created, pango_language_from_string("en-us"))
        pango_context_set_base_dir(created, PANGO_DIRECTION_LTR)
        // Glyphs at their exact (subpixel) advances: rounded to whole layout pixels, small text
        // drawn scaled (a card, a HiDPI window) gets uneven gaps ("exam ple").
        pango_context_set_round_glyph_positions(created, 0)
        if scale != 1 {
            var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
            pango_context_set_matrix(created, &matrix)
        }
        contexts[scale] = created
        return created
    }
}
