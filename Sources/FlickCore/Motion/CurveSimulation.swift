/// A timed move from `start` to `end` over `duration` seconds along a cubic Bézier curve.
public struct CurveSimulation: Simulation, Sendable {
    public let start: Double
    public let end: Double
    public let duration: Double
    public let curve: CubicBezier

    public init(start: Double, end: Double, duration: Double, curve: CubicBezier) {
        self.start = start; self.end = end; self.duration = max(0, duration); self.curve = curve
    }

    public func position(at t: Double) -> Double {
        guard duration > 0 else { return end }
        return start + (end - start) * curve.value(at: t / duration)
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        return (end - start) * curve.slope(at: max(0, t) / duration) / duration
    }

    public func isDone(at t: Double) -> Bool { t >= duration }
}
