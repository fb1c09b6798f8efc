import CCairo
import FlickCore

/// Gradient patterns kept across frames, so an unchanged gradient costs no allocation.
final class GradientCache {
    private var patterns = LRUCache<GradientKey, CairoPattern>(capacity: 64)

    var count: Int { patterns.count }

    /// A pattern for `paint` with `alpha` folded into its stops; nil for solid or invalid paints.
    func pattern(for paint: Paint, alpha: Double) -> OpaquePointer? {
        guard let key = GradientKey(paint, alpha: alpha) else { return nil }
        if let cached = patterns.value(for: key) { return cached.pattern }
        let created: OpaquePointer
        let stops: [GradientStop]
        switch paint {
        case .solid:
            return nil
        case let .linearGradient(start, end, s):
            created = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            stops = s
        case let .radialGradient(center, radius, s):
            created = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, max(0, radius))
            stops = s
        }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(created, min(max(stop.offset, 0), 1),
                                              c.red, c.green, c.blue, c.alpha * alpha)
        }
        cairo_pattern_set_extend(created, CAIRO_EXTEND_PAD)
        guard cairo_pattern_status(created) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(created)
            return nil
        }
        patterns.insert(CairoPattern(created), for: key)
        return created
    }

    func removeAll() { patterns.removeAll() }
}
