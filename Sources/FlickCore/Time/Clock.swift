/// The one source of time for animations and timed recognizers, in seconds.
/// Live runs use `MonotonicClock`; tests and the headless recorder use `ManualClock`.
public protocol Clock: AnyObject {
    /// Seconds since the clock's start.
    var now: Double { get }
}
