/// A motion as pure functions of time (seconds since the motion began).
public protocol Simulation {
    func position(at t: Double) -> Double
    func velocity(at t: Double) -> Double
    func isDone(at t: Double) -> Bool
}
