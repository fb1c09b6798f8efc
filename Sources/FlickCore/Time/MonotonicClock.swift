import Foundation

/// Wall-independent time since this clock was made, in seconds.
public final class MonotonicClock: Clock {
    private let origin: UInt64

    public init() { origin = DispatchTime.now().uptimeNanoseconds }

    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }
}
