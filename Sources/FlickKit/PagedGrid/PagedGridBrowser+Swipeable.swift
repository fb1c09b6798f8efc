import FlickCore

/// The back swipe: the open detail slides to the right with the pointer, in px (progress is
/// minus the detail's offset: 0 open, −width slid off), and on release commits (slides away,
/// closing) or cancels (springs back open) by speed, then distance. To the left it only
/// rubber-bands; to the right it follows the pointer all the way.
extension PagedGridBrowser: Swipeable {
    /// Progress is in px.
    public var swipeDistance: Double { 1 }

    /// A touchpad-wide swipe slides the detail by the whole width.
    public var swipePageLength: Double { size.width }

    /// Slid off (−width) and open (0).
    public var swipeSnapPoints: [Double]? { [-size.width, 0] }

    /// The back swipe's progress, px.
    public var swipeProgress: AnimatedValue {
        get { slideProgress }
        set { slideProgress = newValue }
    }

    /// A cancelled swipe springs back open.
    public var swipeCancelProgress: Double { 0 }

    /// A press stops the detail's whole transition: the reveal (opening, or a pinch's preview)
    /// and the slide.
    public func swipeIsMoving(now: Double) -> Bool {
        reveal.isAnimating(now: now) || slideProgress.isAnimating(now: now) || flight.isAnimating(now: now)
    }

    /// Stops the reveal, the flight and the slide where they are; returns the slide's progress.
    public func swipeCatch(now: Double) -> Double {
        reveal.grab(now: now)
        flight.grab(now: now)
        return slideProgress.grab(now: now)
    }

    /// The rubber band (dimension: the width) only past the open position, to the left.
    public func swipeProgressShown(forDrag raw: Double, lower: Double, upper: Double) -> Double {
        raw <= upper ? raw : upper + RubberBand.offset(raw - upper, dimension: size.width)
    }

    /// The inverse of `swipeProgressShown(forDrag:lower:upper:)` (to grab an overshooting detail
    /// without a jump).
    public func swipeDragPosition(showing shown: Double, lower: Double, upper: Double) -> Double {
        shown <= upper ? shown : upper + RubberBand.overshoot(forOffset: shown - upper, dimension: size.width)
    }

    /// Slid off (`target` below 0): the detail closes by sliding on; else it springs back open.
    /// `velocity` is in px/s of progress (minus the detail's speed to the right).
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        if target < 0 {
            closeBySliding(velocity: max(0, -velocity), now: now)
        } else {
            resumeOpen(now: now, velocity: -velocity)
        }
    }
}
