import FlickCore
import FlickHost

/// What an app around a `ComponentHost` says on the trace (docs/CONTRACTS.md §6): `ready` with
/// every state value, each gesture with its sequence number, each state value that changes, and
/// `settled` when a frame drawn at rest reaches the screen after something worth waiting for.
/// The demo app (`flick --trace`) and `FlickApp.run` (`FLICK_TRACE=1`) both publish through one.
/// It reads no clock: `now` comes in with every call.
public final class TracePublisher {
    /// Where the lines go; nil traces nothing (the published state is still followed).
    public var trace: Trace?
    /// The state values as last published.
    public private(set) var published: [String: String]
    /// Something happened that a `settled` line should close: a press, key, scroll, resize,
    /// state change or motion (not a bare hover, which changes nothing a test waits for).
    private var settlePending = true
    /// For each frame rendered and not yet presented, how long it took to make (ms), when frames
    /// are measured: `presented` traces a `frame` line for each, in order.
    private var framesMade: [Double] = []
    /// When the last measured frame reached the screen (for the next one's interval).
    private var lastFramePresented: Double?
    /// Frames remembered between render and presentation at most (each presented frame reports
    /// once, in order; the limit only bounds memory).
    private static let framesMadeLimit = 64

    /// A publisher of an app whose state is `state` now, writing to `trace`.
    public init(trace: Trace? = nil, state: [String: String]) {
        self.trace = trace
        published = state
    }

    /// The first frame is on screen: `ready` (the window, its size in device pixels, the UI
    /// scale, the frame rate where known), then every state value.
    public func ready(now: Double, window: UInt, size: Size, scale: Double, fps: Double? = nil) {
        trace?.ready(now: now, window: window, size: size, scale: scale, fps: fps)
        traceAllState(now: now)
    }

    /// Traces every state value once, keys in order (for the start of a traced run).
    public func traceAllState(now: Double) {
        for key in published.keys.sorted() { trace?.state(now: now, key: key, value: published[key]!) }
    }

    /// A gesture about to reach the component (the host's `onGesture`).
    public func gesture(_ gesture: Gesture, now: Double) {
        trace?.gesture(gesture, now: now)
    }

    /// An input event was handled: all but bare pointer motion and leaving ask for a `settled`.
    public func handled(_ event: InputEvent) {
        switch event {
        case .pointerMove(let p) where p.button == 0: break
        case .pointerLeave: break
        default: settlePending = true
        }
    }

    /// An assistive technology runs `action` on the node of AT-SPI role `role` named `name`: a
    /// gesture line with the next `seq`, and a `settled` follows (`Trace.assistiveAction`).
    public func assistiveAction(_ action: String, role: String, name: String, now: Double) {
        trace?.assistiveAction(action, role: role, name: name, now: now)
        settlePending = true
    }

    /// The window was resized: a `settled` follows.
    public func resized() { settlePending = true }

    /// Takes `state` as published without tracing it: a value set before the first frame, which
    /// `ready` then lists with the rest.
    public func adopt(_ state: [String: String]) { published = state }

    /// Traces each value of `state` that differs from the published one (keys in order) and
    /// publishes `state`; returns the values published before, or nil when nothing changed.
    @discardableResult
    public func publish(_ state: [String: String], now: Double) -> [String: String]? {
        guard state != published else { return nil }
        settlePending = true
        for key in state.keys.sorted() where state[key] != published[key] {
            trace?.state(now: now, key: key, value: state[key]!)
        }
        let before = published
        published = state
        return before
    }

    /// `host` rendered a frame: one drawn while something moved or a tooltip waited is to be
    /// followed by a `settled`. `madeInMs` is how long it took to make when frames are measured
    /// (a `FrameMeter`): its `frame` line follows when it reaches the screen.
    public func rendered(by host: ComponentHost, madeInMs: Double? = nil) {
        if !host.lastFrameAtRest || host.isTooltipPending { settlePending = true }
        if let madeInMs {
            framesMade.append(madeInMs)
            if framesMade.count > TracePublisher.framesMadeLimit { framesMade.removeFirst() }
        }
    }

    /// A frame reached the screen; `atRest` is the host's `didPresentFrame(now:)`. Traces its
    /// `frame` line when it was measured, then `settled` when it shows the rest and something worth
    /// waiting for happened since the last.
    public func presented(atRest: Bool, now: Double) {
        if !framesMade.isEmpty {
            let ms = framesMade.removeFirst()
            trace?.frame(now: now, ms: ms, interval: lastFramePresented.map { now - $0 })
            lastFramePresented = now
        }
        guard atRest, settlePending else { return }
        trace?.settled(now: now)
        settlePending = false
    }
}
