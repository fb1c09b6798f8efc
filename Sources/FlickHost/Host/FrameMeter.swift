import FlickCore

/// How long frames take to make: the span from `begin()`, as a frame's work starts (its advance:
/// timers, gestures they make, layout), to `end()`, when its pixels are done (the scene built and
/// rendered into the frame buffer), on a clock of its own (wall time, whatever time the host is
/// told: a bench on virtual time still measures real work).
///
/// One measurement for every reader of frame times: a window's content begins it at `advance`
/// and ends it at `render`, so the trace's `frame` lines (`FLICK_TRACE=frames`, `flick
/// --trace-frames`) and `flick bench`'s figures time the same span of the same calls. Nothing
/// is measured where no meter is made.
public final class FrameMeter {
    private let clock: Clock
    private var started: Double?
    /// How long the last frame took to make, ms, or nil before the first.
    public private(set) var lastMs: Double?

    /// A meter reading `clock` (by default a monotonic one).
    public init(clock: Clock = MonotonicClock()) { self.clock = clock }

    /// A frame's work starts now (called again before an end, the frame starts again: an advance
    /// that drew nothing is not part of the next frame's work).
    public func begin() { started = clock.now }

    /// The frame begun is made: returns (and keeps as `lastMs`) the ms since `begin()`; nil when
    /// no frame was begun.
    @discardableResult
    public func end() -> Double? {
        guard let start = started else { return nil }
        started = nil
        let ms = max(0, clock.now - start) * 1000
        lastMs = ms
        return ms
    }
}
