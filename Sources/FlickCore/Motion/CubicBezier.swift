/// A CSS-style timing curve through (0,0), (x1,y1), (x2,y2), (1,1).
public struct CubicBezier: Equatable, Sendable {
    /// The two control points (the curve runs from (0, 0) to (1, 1)).
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve with control points (`x1`, `y1`) and (`x2`, `y2`), as CSS's `cubic-bezier`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Constant speed.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// Starts slowly (CSS `ease-in`).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// Ends slowly (CSS `ease-out`).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// Starts and ends slowly (CSS `ease-in-out`).
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter whose x is `x` (Newton steps, then bisection as a fallback).
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = CubicBezier.bezier(t, x1, x2) - x
            if abs(err) < 1e-7 { return t }
            let d = CubicBezier.slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<40 {
            let v = CubicBezier.bezier(t, x1, x2)
            if abs(v - x) < 1e-7 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// Progress (y) at time fraction `x` in 0...1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return CubicBezier.bezier(parameter(forX: x), y1, y2)
    }

    /// dy/dx at time fraction `x`.
    public func slope(at x: Double) -> Double {
        var t = parameter(forX: min(max(x, 0), 1))
        var dx = CubicBezier.slope(t, x1, x2)
        if abs(dx) < 1e-9 {
            // The parameter stalls where a control point sits on an end point (e.g. `linear`
            // at 0 and 1): dy/dx is 0/0 there, so take the limit from just inside.
            t += t < 0.5 ? 1e-4 : -1e-4
            dx = CubicBezier.slope(t, x1, x2)
        }
        return dx == 0 ? 0 : CubicBezier.slope(t, y1, y2) / dx
    }
}
