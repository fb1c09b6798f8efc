import FlickCore

/// Vertically scrolling content, the part every scroll view shares: the offset (0 = top) within
/// `0...maxOffset`, a drag that moves the content with the pointer or the fingers (rubber-banded
/// past the ends, or held at them), the momentum after a release (aimed at UIScrollView's
/// decelerated rest point, clamped, on the settle spring), a press that catches the moving
/// content, and the overlay `ScrollIndicator`.
///
/// Its owner decides which input scrolls and how far (a wheel notch, a key) and hands it over:
/// `press(now:)` on a press, `beginPan`/`updatePan`/`endPan` for a pan, `scroll(to:animated:now:)`
/// for steps; it calls `advance(to:)` from its own, draws the content at `offset(now:)` and the
/// bar from `indicatorScene(viewport:at:)`, and animates while `isAnimating(now:)`.
/// `ControlGroup` (a panel of controls) and the carousel demo's web pages scroll with it.
public struct ScrollModel {
    /// Whether a drag past an end follows the pointer with a rubber band (else it stops at the end).
    public var rubberBands: Bool
    /// The pans that scroll (a web page leaves out `.pointer`: there a mouse drag would select).
    public var panSources: Set<PanSource>
    /// Whether the content scrolls at all (false: `maxOffset` is 0).
    public var isEnabled = true
    /// The visible height, px.
    public private(set) var viewportLength: Double = 0
    /// The content's height, px.
    public private(set) var contentLength: Double = 0
    /// The overlay scroll bar, shown while the content moves.
    public private(set) var indicator = ScrollIndicator()
    private var offset = AnimatedValue(0)
    /// The offset when the current drag began; nil when no drag scrolls.
    private var dragStart: Double?

    /// Content at the top that scrolls by the pans of `panSources`, rubber-banded past its ends when `rubberBands`.
    public init(rubberBands: Bool = true, panSources: Set<PanSource> = [.pointer, .touch, .touchpad]) {
        self.rubberBands = rubberBands
        self.panSources = panSources
    }

    /// The largest offset: how much taller the content is than the viewport (0 when it fits or scrolling is off).
    public var maxOffset: Double { isEnabled ? max(0, contentLength - viewportLength) : 0 }

    /// The offset at `now`, px (past the ends while a drag pulls the rubber band).
    public func offset(now: Double) -> Double { offset.value(now: now) }

    /// Where the offset is heading (the end of a running scroll, else where it is).
    public var target: Double { offset.target }

    /// True while a pan scrolls the content.
    public var isDragging: Bool { dragStart != nil }

    /// True while the content moves: a drag, or a spring.
    public func isMoving(now: Double) -> Bool { offset.isAnimating(now: now) || isDragging }

    /// Takes new lengths (a layout); the offset stays where it is (see `keepInRange(now:)`).
    public mutating func setLengths(viewport: Double, content: Double) {
        viewportLength = viewport
        contentLength = content
    }

    /// Brings an offset outside `0...maxOffset` (after the content or viewport changed) back to the nearest end.
    public mutating func keepInRange(now: Double) {
        let current = offset.value(now: now)
        if current > maxOffset || current < 0 { offset.set(min(max(0, current), maxOffset)) }
    }

    /// Jumps or springs to `target` (clamped to `0...maxOffset`; a non-finite target is 0).
    public mutating func scroll(to target: Double, animated: Bool, now: Double) {
        let clamped = min(max(0, target.isFinite ? target : 0), maxOffset)
        if animated { offset.animate(to: clamped, now: now, tolerance: 0.25) } else { offset.set(clamped) }
    }

    /// A press: catches moving content where it is; true when it was moving (the press is then
    /// used, and the tap after it should not act).
    @discardableResult
    public mutating func press(now: Double) -> Bool {
        let wasMoving = offset.isAnimating(now: now)
        if wasMoving { offset.grab(now: now) }
        return wasMoving
    }

    /// Lets go of a drag whose end never came (a new press arrived first), without momentum.
    public mutating func endUnfinishedDrag(now: Double) {
        guard isDragging else { return }
        dragStart = nil
        release(velocity: 0, now: now)
    }

    /// A pan's begin: scrolls with it when it is a left-button pan of `panSources`, more
    /// vertical than horizontal, and the content has room to scroll; false leaves it to others.
    public mutating func beginPan(_ info: PanInfo, now: Double) -> Bool {
        let t = info.totalTranslation
        guard info.button == 1, panSources.contains(info.source), maxOffset > 0, abs(t.y) > abs(t.x) else { return false }
        dragStart = offset.grab(now: now)
        follow(info)
        return true
    }

    /// A pan's update: the content follows it; false when no drag scrolls.
    @discardableResult
    public mutating func updatePan(_ info: PanInfo) -> Bool {
        guard isDragging else { return false }
        follow(info)
        return true
    }

    /// A pan's end: the content follows it, then glides on with its release velocity; false when no drag scrolls.
    @discardableResult
    public mutating func endPan(_ info: PanInfo, now: Double) -> Bool {
        guard isDragging else { return false }
        follow(info)
        dragStart = nil
        release(velocity: info.velocity.y, now: now)
        return true
    }

    /// Moves the content with the pan: `translation` from where the drag began, rubber-banded or held at the ends.
    private mutating func follow(_ info: PanInfo) {
        guard let start = dragStart else { return }
        let raw = start - info.translation.y
        offset.set(rubberBands ? RubberBand.clamp(raw, min: 0, max: maxOffset, dimension: viewportLength)
                   : min(max(0, raw), maxOffset))
    }

    /// Springs from where the content is towards the decelerated rest point of `velocity` (the
    /// pointer's, px/s, downwards positive), clamped to the content.
    private mutating func release(velocity: Double, now: Double) {
        let v = velocity.isFinite ? -velocity : 0
        let here = offset.value(now: now)
        let rest = min(max(0, here + Deceleration.projectedDistance(velocity: v)), maxOffset)
        offset.animate(to: rest, now: now, velocity: v, tolerance: 0.25)
    }

    /// Ends a finished spring (its value stays). Without the indicator: see `advance(to:)`.
    public mutating func settle(now: Double) { offset.settle(now: now) }

    /// Shows or fades the indicator by the motion at `now`, then `settle(now:)`.
    public mutating func advance(to now: Double) {
        indicator.track(offset: offset.value(now: now), isMoving: isMoving(now: now), now: now)
        offset.settle(now: now)
    }

    /// True while the content moves or the indicator fades.
    public func isAnimating(now: Double) -> Bool { isMoving(now: now) || indicator.isAnimating(now: now) }

    /// When the indicator's hold ends and it starts to fade, or nil.
    public func nextDeadline(now: Double) -> Double? { indicator.nextDeadline(now: now) }

    /// The indicator at `now` on the trailing edge of `viewport` in `color`, or `.empty` (content
    /// fits, or faded out).
    public func indicatorScene(viewport: Size, now: Double, color: Color = ScrollIndicator.color) -> SceneNode {
        indicator.scene(viewport: viewport, contentHeight: contentLength, offset: offset.value(now: now), now: now,
                        isMoving: isMoving(now: now), color: color)
    }
}
