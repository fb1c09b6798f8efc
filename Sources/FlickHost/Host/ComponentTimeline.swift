/// Maps the time a `ComponentHost` runs on to the time its root component sees, e.g. a clock
/// that runs slower for showing motion to an audience. The two directions must agree:
/// `hostTime(componentTime(t)) == t`. Without a timeline both times are the same.
public protocol ComponentTimeline {
    /// The component's time at host time `hostTime`.
    func componentTime(_ hostTime: Double) -> Double
    /// The host time at which the component reaches `componentTime` (for its deadlines).
    func hostTime(_ componentTime: Double) -> Double
}
