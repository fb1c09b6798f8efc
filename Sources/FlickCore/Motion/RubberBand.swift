/// UIScrollView's rubber band: b = (1 − 1/(x·c/d + 1))·d, so a drag past an edge
/// moves less and less, never more than `d`.
public enum RubberBand {
    /// The visible displacement for an overshoot `x` (sign kept); 0 when `dimension` <= 0.
    public static func offset(_ overshoot: Double, dimension: Double,
                              coefficient: Double = Constants.rubberBandCoefficient) -> Double {
        guard dimension > 0, coefficient > 0, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -b : b
    }

    /// The inverse of `offset`: the overshoot that shows as `offset` (|offset| < dimension).
    /// Lets a drag grab a rubber-banded position without a jump.
    public static func overshoot(forOffset offset: Double, dimension: Double,
                                 coefficient: Double = Constants.rubberBandCoefficient) -> Double {
        guard dimension > 0, coefficient > 0, offset != 0 else { return 0 }
        let f = min(abs(offset) / dimension, 1 - 1e-9)
        let x = dimension / coefficient * f / (1 - f)
        return offset < 0 ? -x : x
    }

    /// `value` inside [min, max]; outside, the edge plus the rubber-banded overshoot.
    public static func clamp(_ value: Double, min lower: Double, max upper: Double, dimension: Double) -> Double {
        let lo = Swift.min(lower, upper), hi = Swift.max(lower, upper)
        if value < lo { return lo + offset(value - lo, dimension: dimension) }
        if value > hi { return hi + offset(value - hi, dimension: dimension) }
        return value
    }

    /// The inverse of `clamp`: the unconstrained value that `clamp` shows as `value`.
    public static func unclamp(_ value: Double, min lower: Double, max upper: Double, dimension: Double) -> Double {
        let lo = Swift.min(lower, upper), hi = Swift.max(lower, upper)
        if value < lo { return lo + overshoot(forOffset: value - lo, dimension: dimension) }
        if value > hi { return hi + overshoot(forOffset: value - hi, dimension: dimension) }
        return value
    }
}
