/// Something a `SwipeController` can swipe (after libadwaita's `AdwSwipeable`): it says how far
/// a swipe travels per unit of progress, where a swipe may come to rest, where a cancelled one
/// returns, and where a swipe may start; the controller does everything else.
///
/// Progress is in the swipeable's own units (pages for a swiper or carousel, px for a deck);
/// dragging the pointer towards negative coordinates (left or up) increases it.
///
/// The first five requirements are `AdwSwipeable`'s five getters (distance, snap points,
/// progress, cancel progress, swipe area). Each further one says in its first line why it is
/// there; all have defaults, so a plain swipeable gives only the distance and the progress.
public protocol Swipeable: AnyObject {
    /// Pixels of pointer travel for one unit of progress (the page width, the card pitch, 1 for px).
    var swipeDistance: Double { get }
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

    /// Beyond AdwSwipeable, because progress in px has no page to scale a touchpad swipe by:
    /// pixels of content one page of a touchpad swipe moves (a touchpad-wide swipe moves this
    /// far). Default: one unit of progress (`swipeDistance`); the deck gives its drawer's width.
    var swipePageLength: Double { get }
    /// Beyond AdwSwipeable, because some swipes stop hard or rubber-band on one side only (a
    /// deck's side that may not open, a card lifted up freely): the progress shown for an
    /// unconstrained drag position `raw` between the `lower` and `upper` snap points. Default:
    /// the rubber band past them (dimension: one unit of progress).
    func swipeProgressShown(forDrag raw: Double, lower: Double, upper: Double) -> Double
    /// Beyond AdwSwipeable, as the inverse of `swipeProgressShown(forDrag:lower:upper:)`: the drag
    /// position that shows `shown`, so a drag can start on a rubber-banded position without a jump.
    func swipeDragPosition(showing shown: Double, lower: Double, upper: Double) -> Double
    /// Beyond AdwSwipeable, where the tracker's `end-swipe` signal does this: a swipe (drag, or a
    /// caught motion let go) ended, settle on `target` carrying `velocity` (progress units/s).
    /// Default: springs `swipeProgress` there with the settle spring; a swipeable commits its
    /// selection here and may animate in its own way instead.
    func swipeSettle(to target: Double, velocity: Double, now: Double)
    /// Beyond AdwSwipeable, because a press catches a moving swipeable here (libadwaita stops it
    /// only when a swipe begins): whether it is moving at `now`. Default: `swipeProgress` is
    /// animating (a swipeable whose motion is more than its progress, such as a cross-fade,
    /// says so here).
    func swipeIsMoving(now: Double) -> Bool
    /// Beyond AdwSwipeable, where the tracker's `begin-swipe` signal does this: stops the
    /// swipeable where it is at `now` (a press or a drag caught it) and returns its progress.
    /// Default: grabs `swipeProgress` (a swipeable with motion bookkeeping of its own, such as
    /// completions to call, ends it here).
    func swipeCatch(now: Double) -> Double
}

extension Swipeable {
    /// By default every integer is a snap point (nil).
    public var swipeSnapPoints: [Double]? { nil }
    /// By default a cancelled swipe returns to where the progress is headed.
    public var swipeCancelProgress: Double { swipeProgress.target }
    /// By default a swipe may start anywhere.
    public func swipeMayStart(at p: Point, now: Double) -> Bool { true }
    /// By default a page is the whole swipe distance.
    public var swipePageLength: Double { swipeDistance }
    /// By default the rubber band past the bounds.
    public func swipeProgressShown(forDrag raw: Double, lower: Double, upper: Double) -> Double {
        RubberBand.clamp(raw * swipeDistance, min: lower * swipeDistance, max: upper * swipeDistance,
                         dimension: swipeDistance) / swipeDistance
    }

    /// By default the inverse of the rubber band.
    public func swipeDragPosition(showing shown: Double, lower: Double, upper: Double) -> Double {
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
