/// A timed move from `start` to `end` over `duration` seconds along a cubic Bézier curve.
public struct CurveSimulation: Simulation, Sendable {
    /// The value at time 0.
    public let start: Double
    /// The value at `duration`.
    public let end: Double
    /// How long the motion takes, s.
    public let duration: Double
    /// The timing curve.
    public let curve: CubicBezier

    /// A motion from `start` to `end` over `duration` seconds along `curve`.
    public init(start: Double, end: Double, duration: Double, curve: CubicBezier) {
        self.start = start; self.end = end; self.duration = max(0, duration); self.curve = curve
    }

    /// The value `t` seconds in.
    public func position(at t: Double) -> Double {
        guard duration > 0 else { return end }
        return start + (end - start) * curve.value(at: t / duration)
    }

    /// The speed `t` seconds in, units/s.
    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        return (end - start) * curve.slope(at: max(0, t) / duration) / duration
    }

    /// True once `duration` has passed.
    public func isDone(at t: Double) -> Bool { t >= duration }
}
