/// A clock that moves only when told to: virtual time for tests and `flick record`.
public final class ManualClock: Clock {
    public private(set) var now: Double

    public init(start: Double = 0) { now = start }

    public func advance(by seconds: Double) { now += seconds }

    public func set(_ t: Double) { now = t }
}
