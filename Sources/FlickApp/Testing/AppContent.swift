import FlickCore
import FlickHost
import FlickKit
import FlickTracing

/// What `FlickApp.run` shows when it is traced or recorded: the host of the program's root, the
/// window's title, and the trace (`FLICK_TRACE=1`: gestures, state changes and `settled` through
/// the `TracePublisher` the demo app uses too). A `FLICK_RECORD` scenario drives the same content
/// on virtual time, untraced (a `ScenarioApp`: the root's state, the window's title).
final class AppContent: WindowContent, ScenarioApp {
    /// The host of the program's root.
    let host: ComponentHost
    /// The window's title (a component may change it).
    private(set) var title: String
    /// Called with the new title when a component renames the window.
    var onTitleChange: ((String) -> Void)?
    let publisher: TracePublisher
    /// `ready` was traced.
    private var isReady = false
    /// Measures each frame for the trace's `frame` lines (`FLICK_TRACE=frames`); nil (the
    /// default): frames are not measured.
    var frameMeter: FrameMeter?

    /// The content around `host` in a window titled `title`, tracing to `trace` (nil: untraced).
    /// It takes the host's `onGesture` and `onWindowTitle`.
    init(host: ComponentHost, title: String, trace: Trace?) {
        self.host = host
        self.title = title
        publisher = TracePublisher(trace: trace, state: [:])
        host.onGesture = { [unowned self] gesture, now in self.publisher.gesture(gesture, now: now) }
        host.onWindowTitle = { [unowned self] title in
            self.title = title
            self.onTitleChange?(title)
        }
        publisher.adopt(state)
    }

    /// The root's state and `appearance` (`dark` or `light`, the appearance drawn now).
    var state: [String: String] {
        var s = host.state
        s["appearance"] = host.environment.appearance.rawValue
        return s
    }

    /// Draws in `appearance` from `now` on (the tree is laid out again and drawn once) and traces
    /// the change (before `ready`, `ready` lists it).
    func setAppearance(_ appearance: Appearance, now: Double) {
        host.environment.appearance = appearance
        if isReady { publisher.publish(state, now: now) } else { publisher.adopt(state) }
    }

    /// The first frame is on screen in `window` of `size` device pixels, drawn at `fps` while
    /// something moves: `ready`, then every state value.
    func ready(now: Double, window: UInt, size: Size, fps: Double? = nil) {
        isReady = true
        publisher.adopt(state)
        publisher.ready(now: now, window: window, size: size, scale: host.scale, fps: fps)
    }

    func handle(_ event: InputEvent, now: Double) {
        host.handle(event, now: now)
        publisher.handled(event)
        publisher.publish(state, now: now)
    }

    func resize(to size: Size, now: Double) {
        guard size != host.windowSize else { return }
        host.resize(to: size, now: now)
        publisher.resized()
        publisher.publish(state, now: now)
    }

    func setNeedsDisplay() { host.setNeedsDisplay() }

    func isAnimating(now: Double) -> Bool { host.isAnimating(now: now) }

    func isSettling(now: Double) -> Bool { host.isSettling(now: now) }

    func needsDisplay(now: Double) -> Bool { host.needsDisplay(now: now) }

    func nextDeadline(now: Double) -> Double? { host.nextDeadline(now: now) }

    func advance(to now: Double) {
        frameMeter?.begin()
        host.advance(to: now)
        publisher.publish(state, now: now)
    }

    func render(into buffer: PixelBuffer, now: Double) {
        host.render(into: buffer, now: now)
        publisher.rendered(by: host, madeInMs: frameMeter?.end())
    }

    /// The host's focused text input's caret, for the window's input method.
    func textInputCaret(now: Double) -> Rect? { host.textInputCaret(now: now) }

    @discardableResult
    func didPresentFrame(now: Double) -> Bool {
        let atRest = host.didPresentFrame(now: now)
        publisher.presented(atRest: atRest, now: now)
        return atRest
    }
}
