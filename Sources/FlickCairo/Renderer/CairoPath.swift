import CCairo
import FlickCore

/// Path helpers shared by the renderer's drawing code.
enum CairoPath {
    /// Adds `r` with corners rounded by `radius` (clamped to half the shorter side) as a closed sub-path.
    static func addRoundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let rad = radius.isFinite ? min(max(0, radius), r.width / 2, r.height / 2) : 0
        guard rad > 0 else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -quarter, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, quarter)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, quarter, 2 * quarter)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }

    /// True when `r` reaches into the context's current clip (in user space).
    static func isVisible(_ r: Rect, in cr: OpaquePointer) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return r.minX < x2 && r.maxX > x1 && r.minY < y2 && r.maxY > y1
    }

    /// True when `m` scales both axes by the same positive factor and translates (no rotation, no flip).
    static func isUniformScaleAndTranslation(_ m: cairo_matrix_t) -> Bool {
        m.xx > 0 && m.xx == m.yy && m.xy == 0 && m.yx == 0
    }
}
