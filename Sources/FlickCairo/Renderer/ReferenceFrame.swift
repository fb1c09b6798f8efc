import CCairo
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// The bench's floor (docs/CONTRACTS.md §7): one full-window image scaled by 0.6 about the centre with a
/// bilinear filter and painted with alpha 0.9 into a cleared frame buffer of the same size.
public enum ReferenceFrame {
    /// Milliseconds of each of `iterations` reference frames (clear + scaled paint) at `size`.
    public static func measure(size: Size, iterations: Int) -> [Double] {
        let frame = OffscreenBuffer(size: size)
        let w = frame.width, h = frame.height
        guard w > 0, h > 0, iterations > 0 else { return [] }
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(source) }
        fillWithContent(source, width: Double(w), height: Double(h))
        let target = cairo_image_surface_create_for_data(
            frame.buffer.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(w), Int32(h), Int32(frame.stride))!
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        defer { cairo_destroy(cr) }
        let pattern = cairo_pattern_create_for_surface(source)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        var times: [Double] = []
        times.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = now()
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_save(cr)
            cairo_translate(cr, Double(w) / 2, Double(h) / 2)
            cairo_scale(cr, 0.6, 0.6)
            cairo_translate(cr, -Double(w) / 2, -Double(h) / 2)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, 0.9)
            cairo_restore(cr)
            cairo_surface_flush(target)
            times.append((now() - start) * 1000)
        }
        return times
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// A gradient with a few shapes, so the paint is not of a flat colour.
    private static func fillWithContent(_ surface: OpaquePointer, width: Double, height: Double) {
        let cr = cairo_create(surface)!
        let gradient = cairo_pattern_create_linear(0, 0, width, height)!
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.2, 0.3, 0.8)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.9, 0.5, 0.2)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        for i in 0..<12 {
            cairo_set_source_rgba(cr, Double(i % 3) / 2, Double(i % 4) / 3, 1 - Double(i) / 12, 0.8)
            cairo_arc(cr, width * Double(i + 1) / 13, height * (0.3 + 0.4 * Double(i % 2)), height / 8, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
