import FlickCore

/// One card lifted off a carousel's row (drag it up to close it): the carousel's second swipe,
/// vertical, under its own `SwipeController`.
///
/// Progress is in card heights lifted, up positive (the card is drawn −progress × height px off
/// the row): 0 is the card in the row, 1 the card closed. Up is free; down meets the rubber band
/// (dimension: the card height). The swipe holds one card at a time, from the start of its drag
/// (or the press that caught it closing) until it settles; `onSettle` then hands the card back
/// to the carousel, which springs it into the row or closes it.
final class CarouselCardLift: Swipeable {
    /// The card held (its serial); nil between swipes.
    private(set) var serial: Int?
    /// The cards' height, px: one unit of progress.
    var cardHeight: Double = 1
    var swipeProgress = AnimatedValue(0)
    /// The swipe let go of card `serial`, lifted `liftPx` (negative up): it ends on `target`
    /// (0: back in the row, 1: closed) carrying `velocityPxPerS` (positive down).
    var onSettle: ((_ serial: Int, _ liftPx: Double, _ target: Double, _ velocityPxPerS: Double, _ now: Double) -> Void)?

    var swipeDistance: Double { max(1, cardHeight) }
    var swipeSnapPoints: [Double]? { [0, 1] }
    /// A cancelled lift puts the card back in the row.
    var swipeCancelProgress: Double { 0 }

    /// How far the held card is lifted at `now`, px (negative up).
    func lift(now: Double) -> Double { -swipeProgress.value(now: now) * swipeDistance }

    /// Takes card `serial` with its lift `lift` (px, negative up; resting, or moving with the
    /// settle spring as every card motion of the carousel does): the same motion goes on in
    /// card heights, so a press can catch it where it shows.
    func hold(_ serial: Int, lift: AnimatedValue, now: Double) {
        let h = swipeDistance
        var progress = AnimatedValue(-lift.value(now: now) / h)
        if lift.isAnimating(now: now) {
            progress.animate(to: -lift.target / h, now: now, spring: .settle, velocity: -lift.velocity(now: now) / h,
                             tolerance: SwipeController.restTolerance(distance: h))
        }
        swipeProgress = progress
        self.serial = serial
    }

    /// Free upwards; past the row (downwards) the rubber band, one card height deep.
    func swipeProgressShown(forDrag raw: Double, lower: Double, upper: Double) -> Double {
        let h = swipeDistance
        return raw >= lower ? raw : lower + RubberBand.offset((raw - lower) * h, dimension: h) / h
    }

    func swipeDragPosition(showing shown: Double, lower: Double, upper: Double) -> Double {
        let h = swipeDistance
        return shown >= lower ? shown : lower + RubberBand.overshoot(forOffset: (shown - lower) * h, dimension: h) / h
    }

    /// Lets go of the held card and hands it to `onSettle`.
    func swipeSettle(to target: Double, velocity: Double, now: Double) {
        guard let s = serial else { return }
        let h = swipeDistance
        let liftPx = lift(now: now)
        serial = nil
        swipeProgress.set(0)
        onSettle?(s, liftPx, target, -velocity * h, now)
    }
}
