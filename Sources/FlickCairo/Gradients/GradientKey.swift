import FlickCore

/// Identity of a gradient pattern: kind, geometry, stops and the extra alpha baked into them.
struct GradientKey: Hashable {
    var linear: Bool
    var values: [Double]

    /// Nil for solid paints, or when any value is not finite.
    init?(_ paint: Paint, alpha: Double) {
        switch paint {
        case .solid:
            return nil
        case let .linearGradient(start, end, stops):
            linear = true
            values = [start.x, start.y, end.x, end.y]
            GradientKey.append(stops, to: &values)
        case let .radialGradient(center, radius, stops):
            linear = false
            values = [center.x, center.y, radius]
            GradientKey.append(stops, to: &values)
        }
        values.append(alpha)
        guard values.allSatisfy({ $0.isFinite }) else { return nil }
    }

    private static func append(_ stops: [GradientStop], to values: inout [Double]) {
        for s in stops {
            values += [s.offset, s.color.red, s.color.green, s.color.blue, s.color.alpha]
        }
    }
}
