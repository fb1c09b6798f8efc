import Foundation

/// A spring moving from `start` to `end` with an initial velocity, solved in closed form
/// for the under-, critically- and over-damped cases.
public struct SpringSimulation: Simulation, Sendable {
    /// The spring.
    public let spring: SpringDescription
    /// The value at time 0.
    public let start: Double
    /// Where the spring comes to rest.
    public let end: Double
    /// The speed at time 0, units/s.
    public let initialVelocity: Double
    /// Rest tolerance for position, in the value's units.
    public let tolerance: Double

    private let solution: @Sendable (Double) -> (x: Double, v: Double)

    /// A motion of `spring` from `start` to `end`, starting at `velocity`, at rest within `tolerance`.
    public init(spring: SpringDescription, start: Double, end: Double, velocity: Double,
                tolerance: Double = Constants.springRestEpsilon) {
        self.spring = spring; self.start = start; self.end = end
        self.initialVelocity = velocity; self.tolerance = tolerance
        let x0 = start - end, v0 = velocity
        let w0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // x(t) = (x0 + (v0 + w0·x0)·t)·e^(-w0·t)
            let b = v0 + w0 * x0
            solution = { t in
                let e = exp(-w0 * t)
                return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
            }
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * w0 * x0) / wd
            solution = { t in
                let e = exp(-zeta * w0 * t), c = cos(wd * t), s = sin(wd * t)
                let x = e * (a * c + b * s)
                let v = e * ((b * wd - zeta * w0 * a) * c - (a * wd + zeta * w0 * b) * s)
                return (x, v)
            }
        } else {
            let r = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + r, r2 = -zeta * w0 - r
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            solution = { t in
                let e1 = exp(r1 * t), e2 = exp(r2 * t)
                return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
            }
        }
    }

    /// The value `t` seconds in.
    public func position(at t: Double) -> Double { end + solution(max(0, t)).x }

    /// The speed `t` seconds in, units/s.
    public func velocity(at t: Double) -> Double { solution(max(0, t)).v }

    /// True once within `tolerance` of `end` and nearly still.
    public func isDone(at t: Double) -> Bool {
        let s = solution(max(0, t))
        return abs(s.x) < tolerance && abs(s.v) < max(tolerance * 10, Constants.springRestVelocity)
    }
}
