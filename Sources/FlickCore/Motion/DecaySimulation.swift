import Foundation

/// Momentum after a fling: velocity decays as v(t) = v0·r^(1000·t) (t in seconds, r per ms);
/// position is its integral, resting at start − v0/(1000·ln r).
public struct DecaySimulation: Simulation, Sendable {
    /// The value at time 0.
    public let start: Double
    /// The speed at time 0, units/s.
    public let initialVelocity: Double
    /// Deceleration rate per millisecond, in (0, 1).
    public let rate: Double
    /// Done once slower than this, units/s.
    public let restVelocity: Double

    /// 1000·ln r: the exponent per second (negative).
    private let k: Double

    /// A motion from `start` at `velocity` that slows down at `rate` per ms until it is slower than `restVelocity`.
    public init(start: Double, velocity: Double, rate: Double = Constants.decelerationRateNormalPerMs,
                restVelocity: Double = Constants.decayRestVelocityPxPerS) {
        self.start = start; self.initialVelocity = velocity
        self.rate = min(max(rate, 1e-9), 1 - 1e-9)
        self.restVelocity = max(restVelocity, 1e-9)
        k = 1000 * log(self.rate)
    }

    /// The value `t` seconds in.
    public func position(at t: Double) -> Double {
        start + initialVelocity * (exp(k * max(0, t)) - 1) / k
    }

    /// The speed `t` seconds in, units/s.
    public func velocity(at t: Double) -> Double { initialVelocity * exp(k * max(0, t)) }

    /// True once slower than `restVelocity`.
    public func isDone(at t: Double) -> Bool { abs(velocity(at: t)) < restVelocity }

    /// Where the motion comes to rest (t → ∞).
    public var finalPosition: Double { start - initialVelocity / k }

    /// Seconds until `isDone` becomes true.
    public var duration: Double {
        let v = abs(initialVelocity)
        guard v >= restVelocity else { return 0 }
        return log(restVelocity / v) / k
    }

    /// Seconds until the position reaches `x`, or nil if it never does (behind the start,
    /// or beyond the rest position). Used to hand over to a spring at an edge.
    public func time(toReach x: Double) -> Double? {
        if x == start { return 0 }
        guard initialVelocity != 0 else { return nil }
        // x = start + v0·(e^(kt) − 1)/k  ⇒  e^(kt) = 1 + (x − start)·k/v0
        let e = 1 + (x - start) * k / initialVelocity
        guard e > 0, e <= 1 else { return nil }
        return log(e) / k
    }
}
