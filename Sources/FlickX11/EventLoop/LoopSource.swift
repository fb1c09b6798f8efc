import CX11

/// Descriptors another library wants watched by the window's loop (GLib's main context, which the
/// accessibility bridge talks D-Bus through): before every sleep the loop asks `prepare()` for the
/// descriptors and the longest sleep, polls them beside its own, and hands them back to
/// `dispatch(_:)` with what happened. The loop sleeps as long as the source lets it: a source that
/// asks for no timeout adds no wake-ups. FlickX11 knows nothing of what the source is.
public protocol LoopSource: AnyObject {
    /// The descriptors to poll (`fd` and `events`) and the longest sleep in seconds (nil: no limit).
    func prepare() -> LoopWait
    /// The descriptors `prepare()` gave, in its order, with their `revents` (all 0 when the sleep
    /// ended for another reason or was interrupted); runs what is ready.
    func dispatch(_ polled: [pollfd])
}

/// What a `LoopSource` wants of the loop's next sleep.
public struct LoopWait {
    /// The descriptors to poll.
    public var descriptors: [pollfd]
    /// The longest sleep in seconds, or nil for no limit.
    public var timeout: Double?

    /// A wait on `descriptors` for at most `timeout` seconds (nil: no limit).
    public init(descriptors: [pollfd], timeout: Double?) {
        self.descriptors = descriptors
        self.timeout = timeout
    }
}
