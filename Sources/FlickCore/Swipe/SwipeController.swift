/// Owns a whole swipe of one `Swipeable`, so no component keeps grab or settle flags of its own:
///
/// - a press on a moving swipeable catches it where it is (no jump), and the tap that follows
///   only stops it (`takesTap()` says so once);
/// - a release without a drag lets a caught swipeable settle on the nearest snap point;
/// - a drag maps the pointer's travel along `axis` to progress 1:1 from where it was caught
///   (a drag that starts rubber-banded past an edge continues from there), with the rubber band
///   past the first and last snap points;
/// - on release the `policy` chooses the end point and the swipeable settles there with the
///   pointer's velocity;
/// - a touchpad pan (`PanSource.touchpad`: two fingers scrolling) is normalised as libadwaita's
///   swipe tracker does: a swipe the width of the touchpad (`Constants.touchpadSwipeWidthPx`
///   across, `Constants.touchpadSwipeHeightPx` down) moves one page (`Swipeable.swipePageLength`),
///   and its release velocity is scaled the same way before the policy and the settle spring.
///   Touch pans (`PanSource.touch`) are drags.
///
/// Use: hand the swipe's gestures to `handle(_:now:)` (the pan's `translation` is the motion
/// since the pan was recognised); it says whether the swipe used each one. A `.cancel` ends
/// whatever the swipe holds at rest, so a swipe that lost its press never stays half-way.
public final class SwipeController {
    /// The swiped thing (held weakly: it usually owns the controller).
    public weak var swipeable: Swipeable?
    /// The direction the swipe moves in.
    public var axis: SwipeAxis
    /// Where a released swipe comes to rest.
    public var policy: SwipeEndPolicy
    /// Progress increases as the pointer moves towards positive coordinates (right or down)
    /// instead of negative ones: for a swipeable whose progress is a position that follows the
    /// pointer, such as the deck's offset (libadwaita's `AdwSwipeTracker:reversed`).
    public var reversed = false
    /// Where a caught swipeable let go without a drag settles: on the nearest snap point (false,
    /// the default), or where `policy` sends a release there at rest (true: the deck's 2/3 rule, a lift to close whose threshold is not halfway).
    public var caughtReleaseFollowsPolicy = false
    /// A drag is moving the swipeable.
    public private(set) var isDragging = false
    /// Progress where the current (or last) drag began.
    public private(set) var startProgress: Double = 0

    /// A press caught a moving swipeable and no drag has taken it since.
    private var caught = false
    /// The next tap only stopped a moving swipeable.
    private var swallowsTap = false
    private var rawStart: Double = 0
    private var distance: Double = 1
    private var snapPoints: [Double]?
    /// Content px per px of pan travel for the current drag (1, or the touchpad's normalisation).
    private var travelScale: Double = 1

    /// A controller of `swipeable` along `axis`, ending swipes as `policy` says.
    public init(_ swipeable: Swipeable? = nil, axis: SwipeAxis = .horizontal, policy: SwipeEndPolicy) {
        self.swipeable = swipeable
        self.axis = axis
        self.policy = policy
    }

    /// The settle spring's rest tolerance in progress units for `distance` px per unit: a quarter
    /// pixel, at most `Constants.swipeRestMaxProgress`.
    public static func restTolerance(distance: Double) -> Double {
        min(Constants.swipeRestMaxProgress, Constants.swipeRestPx / max(1, distance))
    }

    // MARK: Gestures

    /// Takes one gesture of the swipe's press (swipeable coordinates) and says whether the swipe
    /// used it: a left-button press that caught a moving swipeable (the component keeps it from
    /// its children), the release of a caught one, the tap that only stopped it, a pan from where
    /// the swipeable allows one (false: it does not want it) and that pan's updates and end, and a
    /// `.cancel` that found something held (a drag or a catch, which settle at rest). Other
    /// gestures are not the swipe's.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(_, let button, _):
            guard button == 1 else { return false }
            return press(now: now)
        case .release:
            guard isHolding else { return false }
            return release(now: now)
        case .tap:
            return takesTap()
        case .panBegin(let info):
            return begin(info, now: now)
        case .panUpdate(let info):
            guard isDragging else { return false }
            update(info)
            return true
        case .panEnd(let info):
            return end(info, now: now) != nil
        case .cancel:
            return abandon(now: now)
        default:
            return false
        }
    }

    /// The swipe lost its press: a drag settles where the policy sends a release at rest from
    /// where it is; a caught swipeable settles on the nearest snap point; no tap is swallowed.
    /// Returns whether it held anything.
    @discardableResult
    public func abandon(now: Double) -> Bool {
        swallowsTap = false
        guard isDragging, let s = swipeable else { return release(now: now) }
        isDragging = false
        caught = false
        let here = s.swipeProgress.value(now: now)
        let target = policy.target(progress: here, velocity: 0, start: startProgress,
                                   snapPoints: snapPoints, distance: distance)
        s.swipeSettle(to: target, velocity: 0, now: now)
        return true
    }

    // MARK: Press, release, tap

    /// A button went down on the swipeable: a moving one is caught where it is. Returns true when
    /// it caught something.
    @discardableResult
    public func press(now: Double) -> Bool {
        caught = false
        swallowsTap = false
        guard !isDragging, let s = swipeable, s.swipeIsMoving(now: now) else { return false }
        _ = s.swipeCatch(now: now)
        caught = true
        swallowsTap = true
        return true
    }

    /// The button went up without a drag: a caught swipeable settles on the nearest snap point
    /// (or where the policy says, with `caughtReleaseFollowsPolicy`). Returns true when it settled one.
    @discardableResult
    public func release(now: Double) -> Bool {
        guard caught, !isDragging else { return false }
        caught = false
        if caughtReleaseFollowsPolicy { settleByPolicy(now: now) } else { settleNearest(now: now) }
        return true
    }

    /// A press caught the swipeable and holds it: no release, drag or `letGo` since.
    public var isHolding: Bool { caught && !isDragging }

    /// The press went to something else than a tap or a drag of this swipeable (a pan across
    /// its axis): a caught swipeable settles on the nearest snap point, and no tap is swallowed.
    public func letGo(now: Double) {
        swallowsTap = false
        release(now: now)
    }

    /// Whether the tap now arriving only stopped a moving swipeable (then the component ignores
    /// it). Answers once per press.
    public func takesTap() -> Bool {
        defer { swallowsTap = false }
        return swallowsTap
    }

    // MARK: Dragging

    /// A pan began: returns false when the swipeable does not want a swipe from there.
    @discardableResult
    public func begin(_ info: PanInfo, now: Double) -> Bool {
        guard let s = swipeable, s.swipeMayStart(at: info.start, now: now) else { return false }
        caught = false
        swallowsTap = false
        distance = s.swipeDistance > 0 && s.swipeDistance.isFinite ? s.swipeDistance : 1
        snapPoints = s.swipeSnapPoints?.sorted()
        travelScale = SwipeController.travelScale(source: info.source, axis: axis, pageLength: s.swipePageLength)
        let start = s.swipeCatch(now: now)
        startProgress = start
        rawStart = start
        if let (lo, hi) = bounds { rawStart = s.swipeDragPosition(showing: start, lower: lo, upper: hi) }
        isDragging = true
        update(info)
        return true
    }

    /// The pointer moved: the progress follows it.
    public func update(_ info: PanInfo) {
        guard isDragging, let s = swipeable else { return }
        s.swipeProgress.set(progress(for: info))
    }

    /// The pointer was released: the policy picks the end point and the swipeable settles there
    /// with the pointer's velocity. Returns the end point.
    @discardableResult
    public func end(_ info: PanInfo, now: Double) -> Double? {
        guard isDragging, let s = swipeable else { return nil }
        let here = progress(for: info)
        s.swipeProgress.set(here)
        isDragging = false
        let velocity = -direction * axis.component(of: info.velocity) * travelScale / distance
        let target = policy.target(progress: here, velocity: velocity, start: startProgress,
                                   snapPoints: snapPoints, distance: distance)
        s.swipeSettle(to: target, velocity: velocity, now: now)
        return target
    }

    /// Abandons a drag without settling (the caller moves the swipeable itself). Returns the
    /// swipeable's cancel progress.
    @discardableResult
    public func cancel() -> Double {
        isDragging = false
        caught = false
        return swipeable?.swipeCancelProgress ?? startProgress
    }

    /// Settles on the snap point nearest where the swipeable is now, from rest.
    public func settleNearest(now: Double) {
        guard let s = swipeable else { return }
        let here = s.swipeProgress.value(now: now)
        let points = SnapPoints(s.swipeSnapPoints?.sorted())
        let target = points.isEmpty ? here : points.nearest(to: here)
        s.swipeSettle(to: target, velocity: 0, now: now)
    }

    /// Settles where the policy sends a release at rest from where the swipeable is now.
    public func settleByPolicy(now: Double) {
        guard let s = swipeable else { return }
        let here = s.swipeProgress.value(now: now)
        let d = s.swipeDistance > 0 && s.swipeDistance.isFinite ? s.swipeDistance : 1
        let target = policy.target(progress: here, velocity: 0, start: here,
                                   snapPoints: s.swipeSnapPoints?.sorted(), distance: d)
        s.swipeSettle(to: target, velocity: 0, now: now)
    }

    // MARK: Mapping

    /// Content px per px of pan travel: 1 for drags and touches; for a touchpad, one page
    /// (`pageLength` px) per touchpad-wide swipe along `axis` (libadwaita's base distances).
    public static func travelScale(source: PanSource, axis: SwipeAxis, pageLength: Double) -> Double {
        guard source == .touchpad, pageLength > 0, pageLength.isFinite else { return 1 }
        switch axis {
        case .horizontal: return pageLength / Constants.touchpadSwipeWidthPx
        case .vertical: return pageLength / Constants.touchpadSwipeHeightPx
        }
    }

    /// +1: progress grows towards negative pointer coordinates; −1 when `reversed`.
    private var direction: Double { reversed ? -1 : 1 }

    private var bounds: (Double, Double)? {
        guard let s = snapPoints, let lo = s.first, let hi = s.last else { return nil }
        return (lo, hi)
    }

    private func progress(for info: PanInfo) -> Double {
        let raw = rawStart - direction * axis.component(of: info.translation) * travelScale / distance
        guard let s = swipeable, let (lo, hi) = bounds else { return raw }
        return s.swipeProgressShown(forDrag: raw, lower: lo, upper: hi)
    }
}
