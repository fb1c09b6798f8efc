import FlickCairo
import FlickCore
import FlickKit

/// Hosts one root `Component`: input events → `GestureRecognizer` → the component; a resize →
/// a new layout; timers from both; the component's scene → a `CairoRenderer` → pixels.
///
/// It reads no clock: `now` comes in with every call (a window's monotonic clock, or virtual time
/// in tests and headless recordings), so the same host runs live and on virtual time.
///
/// - UI scale: the component lays out at window size / `scale`, is drawn at device resolution
///   (the renderer's `deviceScale`: snapshots and text are made at `scale`, never enlarged from
///   1x), and sees input positions divided by `scale`.
/// - Environment: the root and the layers lay out in `environment` (with the host's scale and
///   the size class of the layout size), which containers hand down; a change lays them out
///   again before the next gesture or frame.
/// - Deadlines: `nextDeadline(now:)` is the earliest of the recognizer's (a long press), the
///   component's and a tooltip's.
/// - Keys: the layers, then the root (its focused component first); a `+`, `=` or `-` nobody used
///   becomes one pinch step at the last pointer position (`KeyCombo.pinchStepScale`), so a focused
///   field types them and nothing zooms; a ctrl+f nobody used focuses the root's search field
///   that answers it (`SearchField.answersFindShortcut`).
/// - Tooltips: after a hover reaches the root, the element under the pointer in the root's
///   semantics tree gives the tooltip (`SemanticsNode.tooltip(at:)`), shown after the pointer rests
///   `Constants.tooltipDelayS` on it, drawn above everything; the tree is asked again while one
///   waits or shows (at deadlines and at frames where the root rests), so a button that goes
///   takes its tooltip with it.
/// - Frames: one after every change, one per frame while anything moves or a button is held,
///   and always one more drawn at rest after motion stops, so the window never keeps a frame a
///   hair short of where things came to rest.
/// - Rest on screen: each frame is judged at render time (drawn with nothing moving or not);
///   `didPresentFrame(now:)` reports it when that frame reaches the screen.
public final class ComponentHost: WindowContent, ComponentHosting {
    /// The hosted component.
    public let root: any Component
    /// The renderer frames are drawn with.
    public let renderer = CairoRenderer()
    /// UI scale: the window shows the layout of `windowSize / scale`, drawn scaled.
    public let scale: Double
    /// The window's size in pixels.
    public private(set) var windowSize: Size
    /// What the root and the layers lay out in: reduced motion and the appearance as set here,
    /// the host's `scale`, and the size class of the layout size. Setting it lays them out again
    /// before the next gesture or frame, with the time of that moment.
    public var environment = ComponentEnvironment() {
        didSet { if environment != oldValue { needsLayout = true; dirty = true } }
    }
    /// The colour under the component's scene: the appearance's window colour
    /// (`Palette.windowBackground`, following `environment`) until one is set, then that one.
    /// Whatever the root leaves undrawn in a frame shows it, never black.
    public var background: Color {
        get { chosenBackground ?? environment.palette.windowBackground }
        set {
            chosenBackground = newValue
            dirty = true
        }
    }
    private var chosenBackground: Color?
    /// How host time maps to the component's time (nil: they are the same). Setting it asks for a frame.
    public var timeline: ComponentTimeline? {
        didSet { dirty = true }
    }
    /// The text input that last took the focus and holds it still (held weakly: one taken out of
    /// the tree is forgotten), or nil: only then has the window a caret to look for.
    private(set) weak var focusedTextInput: AnyObject?
    /// Called with every gesture (in layout coordinates) and the host time, just before the root gets it.
    public var onGesture: ((Gesture, Double) -> Void)?
    /// Scenes drawn above the root's, in layout coordinates (scaled with it), given the layout
    /// size and the host time; nil or an empty array adds nothing.
    public var overlay: ((Size, Double) -> [SceneNode])?

    /// What decodes pictures for `PictureView`s in the tree (`FlickApp.run` gives a `PictureStore`
    /// at `init`, so the first layout already asks for the pictures); nil by default, so a host on
    /// virtual time (tests, recordings) shows placeholders. Setting it lays the tree out again at
    /// the next frame in an environment that differs (`ComponentEnvironment.host`), so every view,
    /// also one a container had laid out already, asks for its picture.
    public var pictureLoader: (any PictureLoading)? {
        didSet { needsLayout = true; dirty = true }
    }
    /// Called when a component renames the window (`ComponentHosting.setWindowTitle`); nil: ignored.
    public var onWindowTitle: ((String) -> Void)?
    /// Called when a component closes the window (`ComponentHosting.closeWindow`); nil: ignored.
    public var onCloseWindow: (() -> Void)?
    /// Called when a header bar asks something of the window other than closing it (minimize,
    /// maximize, move, the window menu: `ComponentHosting.performWindowAction`); nil: ignored.
    /// After `.beginMove` the window manager has the pointer: the host forgets the press under way
    /// and the root gets `.cancel`.
    public var onWindowAction: ((WindowAction) -> Void)?
    /// A header bar handed the pointer to the window manager: the press under way ends (`.cancel`)
    /// once the gestures of the event being handled are delivered.
    private var pointerHandedOff = false

    /// Whether a button the pointer rests on shows its tooltip (`TooltipTracker`).
    public var showsTooltips = true {
        didSet { if !showsTooltips, tooltips.leave() { dirty = true } }
    }

    /// Components above the root, topmost last (a modal overlay such as `ShortcutsOverlay`): each
    /// gets every gesture before the root (the topmost first; one that returns true keeps it from
    /// those below), is laid out at the layout size, advanced, and drawn above the root and `overlay`.
    public private(set) var layers: [any Component] = []

    private let recognizer = GestureRecognizer()
    /// The root got the beginning of a press, pan or continuous pinch whose end it has not had:
    /// when a layer takes the rest, the root gets `.cancel`.
    private var rootHoldsSequence = false
    private var tooltips = TooltipTracker()
    /// Where the pointer last hovered (layout coordinates), while a tooltip waits or shows.
    private var tooltipPoint: Point?
    /// Something changed since the last frame.
    private var dirty = true
    /// The environment changed since the root and the layers were laid out.
    private var needsLayout = false
    /// The root's and the layers' earliest deadline (host time) as `nextDeadline(now:)` last
    /// reported it: the loop sleeps until then, and the advance that reaches it draws a frame.
    private var reportedDeadline: Double?
    /// For each frame rendered but not yet reported presented: was it drawn with nothing moving?
    private var framesInFlight: [Bool] = []
    /// Frames remembered in flight at most (every presented frame reports once, in order, also
    /// across a resize that replaces the buffers; the limit only bounds memory).
    private static let framesInFlightLimit = 64

    /// Whether focus rings show (GTK's focus-visible): shown after Tab, the arrows and the paging
    /// keys, hidden after a pointer press or a touch (`FocusVisibility.noting(_:)`). Frames are
    /// built and drawn with it (`FocusRing.drawing(with:_:)`); a change costs one frame, no layout.
    public private(set) var focusVisibility = FocusVisibility()

    /// Whether the newest rendered frame was drawn with nothing moving.
    public private(set) var lastFrameAtRest = true

    /// Motion the host draws but no component knows of (an app's animated overlay, such as a
    /// first-launch hint): while it returns true at a time, frames keep coming and none is at rest.
    public var overlayIsAnimating: ((_ now: Double) -> Bool)?

    /// A tooltip waits for its deadline: nothing needs drawing until then, but the window is not at
    /// rest yet (a `settled` trace line or a scenario's `settle` waits for the tooltip to show).
    public var isTooltipPending: Bool { tooltips.nextDeadline != nil }

    /// Hosts `root` in a window of `size` pixels and lays it out, with `pictureLoader` decoding
    /// its pictures from that first layout on. A `scale` that is not a positive finite number
    /// counts as 1.
    public init(_ root: any Component, size: Size, scale: Double = 1, pictureLoader: (any PictureLoading)? = nil,
                now: Double) {
        self.root = root
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.windowSize = size.windowBounded
        self.pictureLoader = pictureLoader
        renderer.deviceScale = self.scale
        root.layout(size: layoutSize, now: now, environment: layoutEnvironment)
    }

    /// The environment the root and the layers get: `environment` at the host's scale, with the
    /// size class of the layout size and this host as `host`.
    var layoutEnvironment: ComponentEnvironment {
        var e = environment
        e.scale = scale
        e.host = self
        return e.fitting(layoutSize)
    }

    /// Lays the root and the layers out again at host time `now` after the environment changed.
    private func layoutIfNeeded(now: Double) {
        guard needsLayout else { return }
        needsLayout = false
        layOutAll(now: now)
    }

    private func layOutAll(now: Double) {
        let t = componentTime(now), e = layoutEnvironment
        root.layout(size: layoutSize, now: t, environment: e)
        for layer in layers { layer.layout(size: layoutSize, now: t, environment: e) }
    }

    /// The size the component lays out in: the window size divided by the UI scale, made fit to
    /// lay out (`Size.finiteLayout`: finite, at least 1x1), the one place a window's size is checked.
    public var layoutSize: Size {
        Size(windowSize.width / scale, windowSize.height / scale).finiteLayout
    }

    /// Puts `layer` above the root and the other layers, laid out at the layout size.
    public func addLayer(_ layer: any Component, now: Double) {
        layers.append(layer)
        layer.layout(size: layoutSize, now: componentTime(now), environment: layoutEnvironment)
        dirty = true
    }

    /// The time the component sees at host time `now`.
    public func componentTime(_ now: Double) -> Double {
        timeline?.componentTime(now) ?? now
    }

    /// True while a pointer button is held (a drag draws every frame).
    public var isPointerDown: Bool { recognizer.isPointerDown }

    /// Where the pointer was last seen, in layout coordinates.
    public var pointerLocation: Point { recognizer.lastPointerLocation }

    /// Lays the component out again for a window of `size` pixels (no-op when unchanged), held
    /// to the one bound of every window size (`Size.windowBounded`): a window manager may make
    /// the window larger, but the content is laid out and drawn at most that large.
    public func resize(to size: Size, now: Double) {
        let size = size.windowBounded
        guard size != windowSize else { return }
        windowSize = size
        needsLayout = false
        layOutAll(now: now)
        // Frames still on their way were drawn for the old size: none of them shows the rest
        // after this resize (the next frame, at the new size, does).
        framesInFlight = framesInFlight.map { _ in false }
        dirty = true
    }

    /// Feeds one input event (window pixels) through the recognizer to the component.
    public func handle(_ event: InputEvent, now: Double) {
        layoutIfNeeded(now: now)
        focusVisibility.noting(event)
        for gesture in recognizer.handle(event.unscaled(by: scale)) { deliver(gesture, now: now) }
        if pointerHandedOff {
            pointerHandedOff = false
            recognizer.reset()
            deliver(.cancel, now: now)
        }
        dirty = true
    }

    /// Runs the timers due by `now`: a long press, then the component's own. Whatever falls due
    /// is drawn: a gesture a timer makes, and a component deadline `nextDeadline(now:)` reported
    /// (the loop sleeps until it; the component changes there, so the frame is marked dirty). An
    /// `advance` with no deadline due marks nothing, so idle stays idle.
    public func advance(to now: Double) {
        layoutIfNeeded(now: now)
        let deadlineFell = reportedDeadline.map { $0 <= now } ?? false
        if deadlineFell {
            reportedDeadline = nil
            dirty = true
        }
        for gesture in recognizer.advance(to: now) {
            deliver(gesture, now: now)
            dirty = true
        }
        root.advance(to: componentTime(now))
        for layer in layers { layer.advance(to: componentTime(now)) }
        // A waiting or shown tooltip follows its element: asked again at a deadline (a toolbar
        // hiding) and at frames where the root rests, not at every frame of an animation (the tree
        // costs what the root holds, the carousel's every page).
        if let p = tooltipPoint, tooltips.candidate != nil, deadlineFell || !root.isAnimating(now: componentTime(now)),
           tooltips.follow(tooltip(at: p, now: now), now: now) {
            dirty = true
        }
        if tooltips.advance(to: now) { dirty = true }
    }

    /// The tooltip of the root's element under `p` (layout coordinates) at host time `now`.
    private func tooltip(at p: Point, now: Double) -> Tooltip? {
        SemanticsNode(role: .window, frame: Rect(size: layoutSize), children: root.semantics(now: componentTime(now)))
            .tooltip(at: p)
    }

    private func deliver(_ gesture: Gesture, now: Double) {
        onGesture?(gesture, now)
        let t = componentTime(now)
        for layer in layers.reversed() where layer.handle(gesture, now: t) {
            if tooltips.leave() { dirty = true }
            if rootHoldsSequence {
                // A layer took the rest of what the root began (an overlay opened mid-pinch).
                rootHoldsSequence = false
                root.handle(.cancel, now: t)
            }
            return
        }
        switch gesture {
        case .press, .panBegin, .pinchBegin: rootHoldsSequence = true
        case .tap, .panEnd, .pinchEnd: rootHoldsSequence = false
        default: break
        }
        switch gesture {
        case .hover(let p) where showsTooltips:
            // The hover goes to the root, then the element under it gives the tooltip (host time).
            root.handle(gesture, now: t)
            let tip = tooltip(at: p, now: now)
            tooltipPoint = tip == nil ? nil : p
            if tooltips.follow(tip, now: now) { dirty = true }
            return
        case .leave:
            if tooltips.leave() { dirty = true }
        case .press, .scroll, .key, .pinch, .pinchBegin, .panBegin:
            if tooltips.dismiss() { dirty = true }
        default:
            break
        }
        guard !root.handle(gesture, now: t), case .key(let key) = gesture else { return }
        if ComponentRouter.isTab(key) {
            // Past the last focus stop the tree let the focus go: Tab wraps to the first (Shift+Tab to the last).
            root.handle(gesture, now: t)
        } else if let scale = key.pinchStepScale {
            // A +, = or - nobody used (no focused field typed it) is one pinch step at the pointer.
            deliver(.pinch(recognizer.lastPointerLocation, scale: scale), now: now)
        } else {
            // A ctrl+f nobody used focuses the search field that answers it, if any.
            SearchField.handleFindShortcut(key, in: root, now: t)
        }
    }

    /// The tooltip on screen (layout coordinates), if any.
    public var shownTooltip: Tooltip? { tooltips.shown }

    /// True while the component animates or a button is held.
    public func isAnimating(now: Double) -> Bool {
        root.isAnimating(now: componentTime(now)) || recognizer.isPointerDown
            || layers.contains { $0.isAnimating(now: componentTime(now)) } || (overlayIsAnimating?(now) ?? false)
    }

    /// A frame is needed after a change, while anything moves, and once more when motion has
    /// just stopped (the last frame drawn mid-motion must be followed by one at rest).
    public func needsDisplay(now: Double) -> Bool {
        dirty || isAnimating(now: now) || !lastFrameAtRest
    }

    /// Asks for one more frame (an expose, a change made from outside, a component through
    /// `ComponentEnvironment.host`).
    public func setNeedsDisplay() { dirty = true }

    /// Asks `onWindowTitle` to rename the window.
    public func setWindowTitle(_ title: String) { onWindowTitle?(title) }

    /// Asks `onCloseWindow` to close the window.
    public func closeWindow() { onCloseWindow?() }

    /// Closes the window through `onCloseWindow` for `.close`; hands every other action to
    /// `onWindowAction` (after `.beginMove` the press under way ends: the window manager has the pointer).
    public func performWindowAction(_ action: WindowAction) {
        guard action != .close else { return closeWindow() }
        if action == .beginMove { pointerHandedOff = true }
        onWindowAction?(action)
    }

    /// Measures `text` with the renderer's Pango layouts, as frames draw it.
    public func measureText(_ text: String, font: FontSpec, maxWidth: Double?) -> Size? {
        renderer.text.measure(text, font: font, maxWidth: maxWidth)
    }

    /// Lays `text` out with the renderer's Pango layouts (the ones frames draw): its lines and
    /// caret stops as FlickKit's `TextLayoutInfo`.
    public func layoutText(_ text: String, font: FontSpec, width: Double?) -> TextLayoutInfo? {
        let measured = renderer.text.lineMetrics(text, font: font, maxWidth: width)
        return measured.lines.isEmpty ? nil : TextLayoutInfo(lines: measured.lines, size: measured.size)
    }

    /// Moves the caret one position on screen with the renderer's Pango layouts
    /// (`pango_layout_move_cursor_visually`).
    public func caretMovedVisually(in text: String, font: FontSpec, width: Double?, from offset: Int, rightward: Bool) -> Int? {
        renderer.text.caretMovedVisually(text, font: font, maxWidth: width, from: offset, rightward: rightward)
    }

    /// Remembers the text input that took the focus (`textInputCaret(now:)` looks for a caret only
    /// while one holds it) and forgets it when it lets the focus go.
    public func textInputFocusChanged(_ input: AnyObject, isFocused: Bool) {
        if isFocused {
            focusedTextInput = input
        } else if focusedTextInput === input {
            focusedTextInput = nil
        }
    }

    /// The earliest of the recognizer's deadline, the root's and the layers' (in host time) and a
    /// waiting tooltip's, or nil.
    public func nextDeadline(now: Double) -> Double? {
        reportedDeadline = componentDeadline(now: now)
        let others = [reportedDeadline, tooltips.nextDeadline].compactMap { $0 }.min()
        switch (recognizer.nextDeadline, others) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    /// The earliest deadline of the root and the layers after host time `now`, in host time, or nil.
    private func componentDeadline(now: Double) -> Double? {
        ([root] + layers).compactMap { c in
            c.nextDeadline(now: componentTime(now)).map { timeline?.hostTime($0) ?? $0 }
        }.min()
    }

    /// The frame's scene at `now` in window pixels: the root's, then the overlay, the layers and a
    /// shown tooltip above it, scaled.
    public func scene(now: Double) -> SceneNode {
        FocusRing.drawing(with: focusVisibility) { makeScene(now: now) }
    }

    private func makeScene(now: Double) -> SceneNode {
        var scene = root.scene(now: componentTime(now))
        let t = componentTime(now)
        let extra = ((overlay?(layoutSize, now) ?? []) + layers.map { $0.scene(now: t) }
            + (tooltips.shown == nil ? [] : [tooltips.scene(in: layoutSize, palette: environment.palette)])).filter { node in
                if case .empty = node { return false }
                return true
            }
        if !extra.isEmpty {
            scene = .stack([scene] + extra)
        }
        guard scale != 1 else { return scene }
        return .group(GroupNode([scene], transform: .scale(scale, scale)))
    }

    /// Draws the frame for `now` into `buffer`, noting whether it shows the rest state.
    public func render(into buffer: PixelBuffer, now: Double) {
        lastFrameAtRest = !isAnimating(now: now)
        framesInFlight.append(lastFrameAtRest && !isTooltipPending)
        if framesInFlight.count > ComponentHost.framesInFlightLimit { framesInFlight.removeFirst() }
        FocusRing.drawing(with: focusVisibility) {
            renderer.render(makeScene(now: now), into: buffer, background: background)
        }
        dirty = false
    }

    /// Call once per rendered frame that reached the screen, in order. Returns true when that
    /// frame was drawn with nothing moving (judged when it was rendered, not now) and nothing
    /// moves now.
    @discardableResult
    public func didPresentFrame(now: Double) -> Bool {
        let atRest = framesInFlight.isEmpty ? lastFrameAtRest && !isTooltipPending : framesInFlight.removeFirst()
        return atRest && !isAnimating(now: now) && !isTooltipPending
    }
}
