import FlickCore

extension Paint {
    /// True when the paint certainly covers every pixel it fills: opaque colours, finite values,
    /// and gradients that are not degenerate (their pad extension is then opaque too).
    var isOpaqueAndValid: Bool {
        func ok(_ c: Color) -> Bool {
            c.alpha >= 1 && c.red.isFinite && c.green.isFinite && c.blue.isFinite
        }
        switch self {
        case .solid(let c):
            return ok(c)
        case let .linearGradient(start, end, stops):
            return GradientKey(self, alpha: 1) != nil && start != end && !stops.isEmpty && stops.allSatisfy { ok($0.color) }
        case let .radialGradient(_, radius, stops):
            return GradientKey(self, alpha: 1) != nil && radius > 0 && !stops.isEmpty && stops.allSatisfy { ok($0.color) }
        }
    }
}
