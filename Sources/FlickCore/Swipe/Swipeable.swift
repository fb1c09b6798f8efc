/// Something a `SwipeController` can swipe (after libadwaita's `AdwSwipeable`): it says how far
/// a swipe travels per unit of progress, where a swipe may come to rest, where a cancelled one
/// returns, and where a swipe may start; the controller does everything else.
///
/// Progress is in the swipeable's own units (pages for a swiper or carousel, px for a deck);
/// dragging the pointer towards negative coordinates (left or up) increases it.
public protocol Swipeable: AnyObject {
    /// Pixels of pointer travel for one unit of progress (the page width, the card pitch, 1 for px).
    var swipeDistance: Double { get }
    /// Pixels of content one page of a touchpad swipe moves (a touchpad-wide swipe moves this
    /// far). Default: one unit of progress (`swipeDistance`); a swipeable whose progress is in px
    /// gives its page here (the deck: its drawer's width).
    var swipePageLength: Double { get }
    /// The progress values a swipe may end on, sorted ascending; nil for every integer (a circular
    /// list). A swipe past the first or last one meets the rubber band.
    var swipeSnapPoints: [Double]? { get }
    /// The swiped value: the controller catches it on a press, moves it during a drag and
    /// settles it on release.
    var swipeProgress: AnimatedValue { get set }
    /// Where a cancelled swipe returns to.
    var swipeCancelProgress: Double { get }
    /// Whether a swipe may start at `p` (the swipeable's coordinates): the swipe area.
    func swipeMayStart(at p: Point, now: Double) -> Bool
    /// The progress shown for an unconstrained drag position `raw` between the `lower` and
    /// `upper` snap points: the rubber band past them by default (dimension: one unit of progress).
    func swipeConstrained(_ raw: Double, lower: Double, upper: Double) -> Double
    /// The undo of `swipeConstrained`, so a drag can start on a rubber-banded position without a jump.
    func swipeUnconstrained(_ shown: Double, lower: Double, upper: Double) -> Double
    /// A swipe (drag, or a caught motion let go) ended: settle on `target` carrying `velocity`
    /// (progress units/s). The default springs `swipeProgress` there with the settle spring;
    /// a swipeable commits its selection here and may animate in its own way instead.
    func swipeSettle(to target: Double, velocity: Double, now: Double)
    /// Whether the swipeable is moving at `now`, so a press catches it. Default: `swipeProgress`
    /// is animating (a swipeable whose motion is more than its progress, such as a cross-fade,
    /// says so here).
    func swipeIsMoving(now: Double) -> Bool
    /// Stops the swipeable where it is at `now` (a press or a drag caught it) and returns its
    /// progress. Default: grabs `swipeProgress` (a swipeable with motion bookkeeping of its own,
    /// such as completions to call, ends it here).
    func swipeCatch(now: Double) -> Double
}

extension Swipeable {
    /// By default a page is the whole swipe distance.
    public var swipePageLength: Double { swipeDistance }
    /// By default every integer is a snap point (nil).
    public var swipeSnapPoints: [Double]? { nil }
    /// By default a cancelled swipe returns to where the progress is headed.
    public var swipeCancelProgress: Double { swipeProgress.target }
    /// By default a swipe may start anywhere.
    public func swipeMayStart(at p: Point, now: Double) -> Bool { true }
    /// By default the rubber band past the bounds.
    public func swipeConstrained(_ raw: Double, lower: Double, upper: Double) -> Double {
        RubberBand.clamp(raw * swipeDistance, min: lower * swipeDistance, max: upper * swipeDistance,
                         dimension: swipeDistance) / swipeDistance
    }

    /// By default the inverse of the rubber band.
    public func swipeUnconstrained(_ shown: Double, lower: Double, upper: Double) -> Double {
        RubberBand.unclamp(shown * swipeDistance, min: lower * swipeDistance, max: upper * swipeDistance,
                           dimension: swipeDistance) / swipeDistance
    }

    /// By default the settle spring from the release velocity.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        swipeProgress.animate(to: target, now: now, spring: .settle, velocity: velocity,
                              tolerance: SwipeController.restTolerance(distance: swipeDistance))
    }

    /// By default while `swipeProgress` animates.
    public func swipeIsMoving(now: Double) -> Bool { swipeProgress.isAnimating(now: now) }

    /// By default grabs `swipeProgress` where it is.
    public func swipeCatch(now: Double) -> Double { swipeProgress.grab(now: now) }
}
