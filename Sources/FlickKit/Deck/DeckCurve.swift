import FlickCore

/// Timing curves for the deck's timed slides that carry a velocity in: an ease-out whose first
/// control point gives the starting slope, so a release or an interrupted slide goes on at the
/// speed it had (no jump in velocity), then eases into place.
enum DeckCurve {
    /// Largest starting slope (relative to the average speed) a curve may have; faster
    /// starts shorten the slide instead.
    static let maxSlope = 3.0
    /// x of the first control point.
    static let controlX = 1.0 / 3.0

    /// The curve and duration for moving `distance` in about `duration` starting at `velocity`
    /// (units/s; nil: from rest, ease-in-out).
    static func curve(distance: Double, duration: Double, velocity: Double?) -> (CubicBezier, Double) {
        // `velocity` may be a running slide's own (finite input, but a near-zero duration option
        // can overflow it), so it is checked here; release velocities are finite already.
        guard let v = velocity, v.isFinite, distance != 0, duration > 0 else { return (.easeInOut, duration) }
        var d = duration
        var slope = v * d / distance
        if slope > maxSlope {
            d = maxSlope * distance / v
            slope = maxSlope
        }
        slope = max(-maxSlope, slope)
        return (CubicBezier(controlX, slope * controlX, 0.58, 1), d)
    }
}
