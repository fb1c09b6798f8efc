import FlickApp
import FlickCairo
import FlickCore
import FlickKit
import FlickTracing
import Foundation

/// The demo app around a `ComponentHost`, shared by the live window, `flick record` and the
/// bench. The host runs the demo's root component (input → gestures → component, layout, the UI
/// scale, deadlines, frames and the rest state on screen); this adds what is the demo app's:
/// the trace (gestures, state diffs, `settled`), the published state and the global settings.
/// It never reads a clock for behaviour: `now` comes in (only the optional frame-time overlay
/// measures how long rendering takes).
///
/// The global `settings` apply here: slow animations hand the component a clock running five
/// times slower from the moment they are switched on (no jump), show touches draws a circle under
/// the held pointer, the frame-time overlay draws frame costs, and reduced motion goes into the
/// host's `environment`, which reaches every component at layout, as does the appearance: the
/// theme in force (`AppSettings.effectiveTheme`) resolved against the system's colour scheme
/// (`systemAppearanceChanged`; dark while the system says nothing). A root that is
/// `AppSettingsAware` (the shell) gets the settings to show and change them.
final class AppController: WindowContent {
    /// The demo shown (the shell shows the others inside it).
    public let demo: DemoName
    /// The host running the demo's root component.
    let host: ComponentHost
    /// Where gestures, state changes and `settled` are traced (`--trace`), or nil.
    public var trace: Trace? {
        get { publisher.trace }
        set { publisher.trace = newValue }
    }
    /// The global settings (shown by the shell's settings drawer).
    public let settings = AppSettings()

    /// The shortcuts overlay (`?`): the shown demo's keys and gestures and the app's, above the demo.
    public let shortcuts = ShortcutsOverlay { (title: "", groups: []) }

    /// Called when ctrl+q asks the app to quit (the window stops its loop); the key goes no further.
    var onQuit: (() -> Void)?
    /// Called with the new `title` when the shown demo changes (the shell switched demos).
    var onTitleChange: ((String) -> Void)?

    /// The live app's memory (settings, session, first-launch hints), or nil (`record`, `bench`,
    /// tests): told of every change, its write and hint deadlines join the host's, its hint is
    /// drawn over the demo.
    var keeper: SessionKeeper?

    /// The system's colour scheme as last heard (nil: it says nothing; never read by `record`
    /// and `bench`).
    private(set) var systemAppearance: Appearance?
    /// `ready` was traced.
    private var isReady = false

    private var clock = SlowMotionClock()
    private var overlay = FrameTimeOverlay()
    /// Measures each frame (advance to render) for the trace's `frame` lines (`--trace-frames`)
    /// and `flick bench`'s figures; nil (the default): frames are not measured.
    var frameMeter: FrameMeter?
    /// The published state and the trace's gestures, state lines and `settled` (shared with `FlickApp.run`).
    var publisher = TracePublisher(state: [:])

    /// `theme`: the command line's (`AppSettings.commandLineTheme`), nil for the setting's.
    public convenience init(demo: DemoName, size: Size, scale: Double = 1, pages: Int? = nil,
                            theme: ThemePreference? = nil, now: Double) {
        self.init(demo: demo, root: DemoFactory.make(demo, pages: pages), size: size, scale: scale, theme: theme, now: now)
    }

    /// The app around `root`, the component of `demo` made elsewhere (the live app's
    /// `SessionKeeper` makes it as it was left); `theme` as above.
    public init(demo: DemoName, root: any Component, size: Size, scale: Double = 1,
                theme: ThemePreference? = nil, now: Double) {
        self.demo = demo
        host = ComponentHost(root, size: size, scale: scale, now: now)
        (host.root as? AppSettingsAware)?.attach(settings)
        settings.commandLineTheme = theme
        host.environment.appearance = settings.effectiveTheme.resolved(system: nil)
        // Flick decorates its window itself; without a window manager (a recording, a bare X
        // server) the header bar carries the Close button alone (the live window says more: `LiveApp`).
        host.environment.windowDecorations = .withoutWindowManager
        settings.observe { [unowned self] s in
            self.host.environment.reducedMotion = s.reducedMotion
            self.setAppearance(s.effectiveTheme.resolved(system: self.systemAppearance))
        }
        publisher = TracePublisher(state: state)
        host.onGesture = { [unowned self] gesture, now in
            self.publisher.gesture(gesture, now: now)
            self.keeper?.gestureSeen(gesture, now: now)
        }
        host.overlay = { [unowned self] size, now in self.overlayScenes(in: size, now: now) }
        // The first-launch hint moves in the overlay: frames and `settled` wait for it.
        host.overlayIsAnimating = { [unowned self] now in self.keeper?.isAnimating(now: now) ?? false }
        shortcuts.content = { [unowned self] in
            (ShellEntry.entry(DemoName(rawValue: self.state["demo"] ?? "") ?? self.demo).title, AppShortcuts.groups(for: self.root))
        }
        host.addLayer(shortcuts, now: now)
        (root as? Shell)?.onShowShortcuts = { [unowned self] now in self.shortcuts.setOpen(true, now: now) }
    }

    /// The demo's root component.
    public var root: any Component { host.root }
    /// The host's renderer.
    public var renderer: CairoRenderer { host.renderer }
    /// UI scale (`--scale`): the window shows the layout of windowSize / scale, drawn scaled.
    public var scale: Double { host.scale }
    /// The window's size in pixels.
    var windowSize: Size { host.windowSize }

    /// The time the component sees at app time `now` (slower with slow animations on).
    func componentTime(_ now: Double) -> Double { host.componentTime(now) }

    /// The size the component lays out in (window size divided by the UI scale, never below 1x1).
    var layoutSize: Size { host.layoutSize }

    /// All published state, the demo's name included (a shell publishes the demo it shows), and
    /// `appearance` (`dark` or `light`, the appearance drawn now).
    public var state: [String: String] {
        var s = root.state
        if s["demo"] == nil { s["demo"] = demo.rawValue }
        s["appearance"] = host.environment.appearance.rawValue
        return s
    }

    /// The system's colour scheme is `appearance` from app time `now` on (nil: it says nothing):
    /// under `.system` the tree is laid out again and drawn once in it, and the change is traced
    /// (before `ready`, `ready` lists it).
    func systemAppearanceChanged(_ appearance: Appearance?, now: Double) {
        systemAppearance = appearance
        setAppearance(settings.effectiveTheme.resolved(system: appearance))
        if isReady { publishState(now: now) } else { publisher.adopt(state) }
    }

    /// Called with the appearance drawn whenever it changes (the live window follows it with its
    /// background colour); nil: nobody is told.
    var onAppearanceChange: ((Appearance) -> Void)?

    /// Draws in `appearance` from the next frame on, and tells `onAppearanceChange` of a change.
    private func setAppearance(_ appearance: Appearance) {
        guard appearance != host.environment.appearance else { return }
        host.environment.appearance = appearance
        onAppearanceChange?(appearance)
    }

    /// The window title naming the shown demo, e.g. "Flick — Carousel" (in the shell, the demo it
    /// shows; "Flick" over the welcome page).
    var title: String {
        let s = state
        if s["shell.welcome"] == "shown" { return AppController.title(showing: DemoName.shell.rawValue) }
        return AppController.title(showing: s["demo"] ?? demo.rawValue)
    }

    /// "Flick — " and the demo's title as the shell's list names it.
    static func title(showing demoName: String) -> String {
        guard let shown = DemoName(rawValue: demoName), shown != .shell else { return "Flick" }
        return "Flick — " + ShellEntry.entry(shown).title
    }

    /// The first frame is on screen in `window` of `size` device pixels: traces `ready` (with the
    /// host's scale and the window's frame rate), then every state value once.
    func traceReady(now: Double, window: UInt, size: Size, fps: Double? = nil) {
        isReady = true
        publisher.adopt(state)
        publisher.ready(now: now, window: window, size: size, scale: host.scale, fps: fps)
    }

    /// Lays the demo out for a window of `size` pixels and traces what changed.
    func resize(to size: Size, now: Double) {
        guard size != host.windowSize else { return }
        host.resize(to: size, now: now)
        publisher.resized()
        publishState(now: now)
        keeper?.update(now: now)
    }

    /// Feeds one input event to the demo; gestures and state changes are traced.
    func handle(_ event: InputEvent, now: Double) {
        if case .key(let k) = event, k.key.matches("q", [.control]) {
            onQuit?()
            return
        }
        host.handle(event, now: now)
        applySettings(now: now)
        publisher.handled(event)
        publishState(now: now)
        switch event {
        case .pointerMove, .pointerLeave, .smoothScroll: keeper?.update(now: now, throttled: true)
        case .touch(let t) where t.phase == .changed: keeper?.update(now: now, throttled: true)
        default: keeper?.update(now: now)
        }
    }

    /// Runs timers (long press, component deadlines) due by `now`.
    func advance(to now: Double) {
        frameMeter?.begin()
        host.advance(to: now)
        applySettings(now: now)
        publishState(now: now)
        keeper?.advance(to: now, moving: host.isAnimating(now: now))
    }

    /// Follows a change of the slow-animations setting from app time `now` on.
    func applySettings(now: Double) {
        let rate = settings.slowAnimations ? 1 / AppSettings.slowMotionFactor : 1
        if rate != clock.rate {
            clock.setRate(rate, now: now)
            host.timeline = clock
        }
    }

    /// True while something moves or a button is held (a drag renders every frame).
    func isAnimating(now: Double) -> Bool {
        host.isAnimating(now: now)
    }

    /// True until everything that will show without new input has shown: something moves, a
    /// button is held, or a tooltip waits for its deadline (what `settle` waits for).
    func isSettling(now: Double) -> Bool { isAnimating(now: now) || host.isTooltipPending }

    /// A frame is needed after a change, while anything moves, and once more when motion has just
    /// stopped (the last frame drawn mid-motion must be followed by one at rest).
    func needsDisplay(now: Double) -> Bool { host.needsDisplay(now: now) }

    /// Asks for one more frame (an expose, a changed setting).
    func setNeedsDisplay() { host.setNeedsDisplay() }

    /// The earlier of the long press's and the demo's next deadline, or nil.
    func nextDeadline(now: Double) -> Double? {
        [host.nextDeadline(now: now), keeper?.nextDeadline(now: now)].compactMap { $0 }.min()
    }

    /// The frame's scene at `now` (overlays included, scaled).
    func scene(now: Double) -> SceneNode { host.scene(now: now) }

    /// The touch circle and the frame-time panel, in layout coordinates, as the settings ask.
    private func overlayScenes(in layoutSize: Size, now: Double) -> [SceneNode] {
        var nodes: [SceneNode] = keeper?.hintScenes(in: layoutSize, now: now, palette: host.environment.palette) ?? []
        if settings.showTouches, host.isPointerDown {
            nodes.append(TouchIndicator.scene(at: host.pointerLocation))
        }
        if settings.frameTimeOverlay { nodes.append(overlay.scene(in: layoutSize)) }
        return nodes
    }

    /// Draws the frame for `now` into `buffer`.
    public func render(into buffer: PixelBuffer, now: Double) {
        if settings.frameTimeOverlay {
            let start = DispatchTime.now().uptimeNanoseconds
            host.render(into: buffer, now: now)
            overlay.record(costMs: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, now: now)
        } else {
            host.render(into: buffer, now: now)
        }
        publisher.rendered(by: host, madeInMs: frameMeter?.end())
    }

    /// The host's focused text input's caret, for the window's input method.
    func textInputCaret(now: Double) -> Rect? { host.textInputCaret(now: now) }

    /// Call once per frame that reached the screen, in order: `settled` is traced when that frame
    /// was drawn with nothing moving (judged at its render time, not at presentation time) and
    /// something worth waiting for happened since the last `settled`.
    @discardableResult
    func didPresentFrame(now: Double) -> Bool {
        let atRest = host.didPresentFrame(now: now)
        publisher.presented(atRest: atRest, now: now)
        return atRest
    }

    func publishState(now: Double) {
        let s = state
        if let before = publisher.publish(s, now: now),
           s["demo"] != before["demo"] || s["shell.welcome"] != before["shell.welcome"] { onTitleChange?(title) }
    }
}
