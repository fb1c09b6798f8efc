import FlickCairo
import FlickCore
import FlickKit
import Foundation

/// The app between input and pixels, shared by the live window, `flick record` and the bench:
/// input events → gesture recognizer → the demo component; state diffs and gestures → trace;
/// the component's scene → the Cairo renderer. It never reads a clock for behaviour: `now` comes in
/// (only the optional frame-time overlay measures how long rendering takes).
///
/// The global `settings` apply here: slow animations hand the component a clock running five
/// times slower from the moment they are switched on (no jump), show touches draws a circle under
/// the held pointer, and the frame-time overlay draws frame costs. A root that is
/// `AppSettingsAware` (the shell) gets the settings to show and change them.
public final class AppController {
    public let demo: DemoName
    public let root: Component
    public let renderer = CairoRenderer()
    public var trace: Trace?
    /// UI scale (`--scale`): the window shows the layout of windowSize / scale, drawn scaled.
    public let scale: Double
    public private(set) var windowSize: Size
    /// The global settings (shown by the shell's settings drawer).
    public let settings = AppSettings()

    private let recognizer = GestureRecognizer()
    private var clock = SlowMotionClock()
    private var overlay = FrameTimeOverlay()
    private var published: [String: String] = [:]
    private var dirty = true
    /// For each frame rendered but not yet reported presented: was it drawn with nothing moving?
    private var framesInFlight: [Bool] = []
    /// Whether the newest rendered frame shows the rest state.
    private var lastFrameAtRest = true
    /// Something happened that a `settled` line should close: a press, key, scroll, resize,
    /// state change or motion (not a bare hover, which changes nothing a test waits for).
    private var settlePending = true

    public init(demo: DemoName, size: Size, scale: Double = 1, pages: Int? = nil, now: Double) {
        self.demo = demo
        self.scale = scale
        self.windowSize = size
        root = DemoFactory.make(demo, pages: pages)
        root.layout(size: layoutSize, now: now)
        (root as? AppSettingsAware)?.attach(settings)
        published = state
    }

    /// The time the component sees at app time `now` (slower with slow animations on).
    public func componentTime(_ now: Double) -> Double { clock.componentTime(now) }

    /// The size the component lays out in (window size divided by the UI scale, never below 1x1).
    public var layoutSize: Size {
        Size(windowSize.width / scale, windowSize.height / scale).atLeast(1)
    }

    /// All published state, the demo's name included (a shell publishes the demo it shows).
    public var state: [String: String] {
        var s = root.state
        if s["demo"] == nil { s["demo"] = demo.rawValue }
        return s
    }

    /// Traces every state value once (for the start of a traced run).
    public func traceInitialState(now: Double) {
        for key in published.keys.sorted() { trace?.state(at: now, key: key, value: published[key]!) }
    }

    public func resize(to size: Size, now: Double) {
        guard size != windowSize else { return }
        windowSize = size
        root.layout(size: layoutSize, now: componentTime(now))
        // Frames still on their way were drawn for the old size: their presentation must not
        // report `settled` for this resize (the next frame, at the new size, does).
        framesInFlight = framesInFlight.map { _ in false }
        dirty = true
        settlePending = true
        publishState(now: now)
    }

    public func handle(_ event: InputEvent, now: Double) {
        for g in recognizer.handle(scaled(event)) { dispatch(g, now: now) }
        applySettings(now: now)
        dirty = true
        switch event {
        case .pointerMove(let p) where p.button == 0: break
        case .pointerLeave: break
        default: settlePending = true
        }
        publishState(now: now)
    }

    /// Runs timers (long press, component deadlines) due by `now`.
    public func advance(to now: Double) {
        for g in recognizer.advance(to: now) { dispatch(g, now: now) }
        root.advance(to: componentTime(now))
        applySettings(now: now)
        publishState(now: now)
    }

    private func dispatch(_ g: Gesture, now: Double) {
        trace?.gesture(g, at: now)
        root.handle(g, now: componentTime(now))
    }

    /// Follows a change of the slow-animations setting from app time `now` on.
    private func applySettings(now: Double) {
        let rate = settings.slowAnimations ? 1 / AppSettings.slowMotionFactor : 1
        if rate != clock.rate {
            clock.setRate(rate, at: now)
            dirty = true
        }
    }

    /// True while something moves or a button is held (a drag renders every frame).
    public func isAnimating(now: Double) -> Bool {
        root.isAnimating(at: componentTime(now)) || recognizer.isPointerDown
    }

    /// A frame is needed after a change, while anything moves, and once more when motion has just
    /// stopped (the last frame drawn mid-motion must be followed by one at rest).
    public func needsDisplay(now: Double) -> Bool { dirty || isAnimating(now: now) || !lastFrameAtRest }

    /// Asks for one more frame (an expose, a changed setting).
    public func setNeedsDisplay() { dirty = true }

    public func nextDeadline(now: Double) -> Double? {
        switch (recognizer.nextDeadline, root.nextDeadline(after: componentTime(now)).map(clock.appTime)) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    public func scene(at now: Double) -> SceneNode {
        var s = root.scene(at: componentTime(now))
        if settings.showTouches || settings.frameTimeOverlay {
            var nodes = [s]
            if settings.showTouches, recognizer.isPointerDown {
                nodes.append(TouchIndicator.scene(at: recognizer.lastPointerLocation))
            }
            if settings.frameTimeOverlay { nodes.append(overlay.scene(in: layoutSize)) }
            s = .stack(nodes)
        }
        guard scale != 1 else { return s }
        return .group(GroupNode([s], transform: .scale(scale, scale)))
    }

    /// Draws the frame for `now` into `buffer`.
    public func render(into buffer: PixelBuffer, now: Double) {
        lastFrameAtRest = !isAnimating(now: now)
        if !lastFrameAtRest { settlePending = true }
        framesInFlight.append(lastFrameAtRest)
        if framesInFlight.count > 64 { framesInFlight.removeFirst() }
        guard settings.frameTimeOverlay else {
            renderer.render(scene(at: now), into: buffer, background: .black)
            dirty = false
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        renderer.render(scene(at: now), into: buffer, background: .black)
        overlay.record(costMs: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, at: now)
        dirty = false
    }

    /// Call once per frame that reached the screen, in order: `settled` is traced when that frame
    /// was drawn with nothing moving (judged at its render time, not at presentation time) and
    /// something worth waiting for happened since the last `settled`.
    public func didPresentFrame(now: Double) {
        let atRest = framesInFlight.isEmpty ? lastFrameAtRest : framesInFlight.removeFirst()
        if atRest && settlePending && !isAnimating(now: now) {
            trace?.settled(at: now)
            settlePending = false
        }
    }

    private func publishState(now: Double) {
        let s = state
        guard s != published else { return }
        settlePending = true
        for key in s.keys.sorted() where s[key] != published[key] {
            trace?.state(at: now, key: key, value: s[key]!)
        }
        published = s
    }

    private func scaled(_ e: InputEvent) -> InputEvent {
        guard scale != 1 else { return e }
        func m(_ p: PointerInput) -> PointerInput {
            var q = p
            q.location = Point(p.location.x / scale, p.location.y / scale)
            return q
        }
        switch e {
        case .pointerDown(let p): return .pointerDown(m(p))
        case .pointerMove(let p): return .pointerMove(m(p))
        case .pointerUp(let p): return .pointerUp(m(p))
        case .scroll(var s):
            s.location = Point(s.location.x / scale, s.location.y / scale)
            return .scroll(s)
        case .pointerLeave, .key: return e
        }
    }
}
