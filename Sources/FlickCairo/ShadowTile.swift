import CCairo
import FlickCore

/// A small blurred rounded rectangle (8-bit alpha) drawn once and stretched as a 9-slice.
///
/// Layout along each axis: `pad` px of blur outside the caster, then the caster; the first and
/// last `corner` px hold the corners, the 3 px between them are the same on every row (or column).
final class ShadowTile {
    /// Blur reach beyond the caster's edge, px.
    let pad: Int
    /// Size of a corner slice, px.
    let corner: Int
    /// Side of the square tile: two corners and a 3 px middle.
    let side: Int
    let excludingCaster: Bool
    let surface: OpaquePointer
    /// A pattern on `surface`, re-aimed for each slice.
    let pattern: OpaquePointer

    init(blur: Double, cornerRadius: Double, excludingCaster: Bool) {
        let radius = AlphaBlur.boxRadius(sigma: blur / 2)
        pad = 3 * radius
        let cornerPixels = Int(cornerRadius.rounded(.up))
        corner = 2 * pad + cornerPixels
        side = 2 * corner + 3
        self.excludingCaster = excludingCaster
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side))
        let cr = cairo_create(surface)!
        let caster = Rect(x: Double(pad), y: Double(pad), width: Double(side - 2 * pad), height: Double(side - 2 * pad))
        func casterPath() {
            cairo_new_path(cr)
            CairoPath.addRoundedRect(cr, caster, radius: cornerRadius)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        casterPath()
        cairo_fill(cr)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            AlphaBlur.blur(data, width: side, height: side,
                           stride: Int(cairo_image_surface_get_stride(surface)), radius: radius)
        }
        cairo_surface_mark_dirty(surface)
        if excludingCaster {
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            casterPath()
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        pattern = cairo_pattern_create_for_surface(surface)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    }

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
