/// A clock that moves only when told to: virtual time for tests and `flick record`.
public final class ManualClock: Clock {
    /// The time it was set to or advanced to, s.
    public private(set) var now: Double

    /// A clock at `start`.
    public init(start: Double = 0) { now = start }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: Double) { now += seconds }

    /// Sets the time to `t`.
    public func set(_ t: Double) { now = t }
}
