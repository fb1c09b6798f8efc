/// A motion as pure functions of time (seconds since the motion began).
public protocol Simulation {
    /// The value `t` seconds after the start.
    func position(at t: Double) -> Double
    /// The speed `t` seconds after the start, units/s.
    func velocity(at t: Double) -> Double
    /// True once the motion has come to rest at `t`.
    func isDone(at t: Double) -> Bool
}
