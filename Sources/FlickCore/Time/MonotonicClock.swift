import Foundation

/// Wall-independent time since this clock was made, in seconds.
public final class MonotonicClock: Clock {
    private let origin: UInt64

    /// A clock starting at 0 now.
    public init() { origin = DispatchTime.now().uptimeNanoseconds }

    /// Seconds since this clock was made (never going back).
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }
}
