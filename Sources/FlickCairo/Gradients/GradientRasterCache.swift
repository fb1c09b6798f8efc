import CCairo
import FlickCore

/// Large opaque gradient rectangles (window backgrounds) rasterized once and then copied,
/// which is several times cheaper than evaluating the gradient for every pixel of every frame.
///
/// Only rectangles landing on whole device pixels under a translation and a uniform scale (a
/// HiDPI window's) qualify, rasterized at that scale, and a raster is made only
/// when the same rectangle is drawn a second time, so a moving or resizing one costs nothing extra.
final class GradientRasterCache {
    /// Smallest area (px) worth caching.
    static let minimumArea = 256.0 * 256.0
    private var rasters = LRUCache<GradientRasterKey, CairoSurface>(capacity: 2)
    private var sightings = LRUCache<GradientRasterKey, Int>(capacity: 8)

    var count: Int { rasters.count }

    /// Draws `rect` filled with `paint` from a cached raster; false when it does not qualify (draw it normally).
    func draw(_ rect: Rect, paint: Paint, alpha: Double, gradients: GradientCache, _ cr: OpaquePointer) -> Bool {
        guard alpha >= 1, rect.width * rect.height >= GradientRasterCache.minimumArea,
              paint.isOpaqueAndValid else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard CairoPath.isUniformScaleAndTranslation(m) else { return false }
        let s = m.xx
        let x = rect.x * s + m.x0, y = rect.y * s + m.y0, w = rect.width * s, h = rect.height * s
        guard w <= 8192, h <= 8192, x == x.rounded(), y == y.rounded(), w == w.rounded(), h == h.rounded(),
              let gradient = GradientKey(paint, alpha: alpha) else { return false }
        let key = GradientRasterKey(gradient: gradient, rect: rect, scale: s)
        let raster: CairoSurface
        if let cached = rasters.value(for: key) {
            raster = cached
        } else {
            let seen = (sightings.value(for: key) ?? 0) + 1
            sightings.insert(seen, for: key)
            guard seen >= 2, let made = makeRaster(rect, scale: s, paint: paint, gradients: gradients) else { return false }
            rasters.insert(made, for: key)
            raster = made
        }
        var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -x, y0: -y)
        cairo_pattern_set_matrix(raster.pattern, &pm)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source(cr, raster.pattern)
        cairo_rectangle(cr, x, y, w, h)
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }

    func removeAll() {
        rasters.removeAll()
        sightings.removeAll()
    }

    /// An opaque (RGB24) image of `rect` filled with `paint`, in the rectangle's own coordinates
    /// times `scale` (device pixels).
    private func makeRaster(_ rect: Rect, scale: Double, paint: Paint, gradients: GradientCache) -> CairoSurface? {
        guard let pattern = gradients.pattern(for: paint, alpha: 1),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(rect.width * scale),
                                                       Int32(rect.height * scale)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -rect.x, -rect.y)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return CairoSurface(surface)
    }
}
