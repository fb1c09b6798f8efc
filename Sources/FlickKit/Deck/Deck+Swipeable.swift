import FlickCore

/// The deck's pan is one swipe: progress is the center's offset in px (distance 1; the
/// controller is `reversed`, so it grows as the pointer moves right), the snap points are the
/// closed offset and the open offsets of the sides this drag may open, and a release goes where
/// ViewDeck's 2/3 rule (`releasePolicy`) says, by the deck's own timed slide.
extension Deck: Swipeable {
    /// One px of pointer travel is one px of offset.
    public var swipeDistance: Double { 1 }

    /// A touchpad-wide swipe moves the center by a drawer's width: the open side's, or, closed,
    /// the widest side's that may open.
    public var swipePageLength: Double {
        if let side = openSide { return max(1, openDistance(side)) }
        let widths = drawerSides.map { openDistance($0) }
        return max(1, widths.max() ?? 1)
    }

    /// Closed, and each side's open offset where that side may open: during a drag as its
    /// callbacks answered when it began, otherwise every side that is present and can open.
    public var swipeSnapPoints: [Double]? {
        let rules = pan ?? DeckPan()
        var points = [restOffset]
        for side in drawerSides where (rules.mayOpen[side] ?? true) && openDistance(side) > 0 {
            points.append(openOffset(side))
        }
        return points.sorted()
    }

    /// The center's offset.
    public var swipeProgress: AnimatedValue {
        get { offset }
        set { offset = newValue }
    }

    /// Where the deck rests now: the open side's offset, or closed.
    public var swipeCancelProgress: Double { restingOffset(openSide) }

    /// The swipe area: where the deck's panning rules (`panningMode`, the edge strips, views that
    /// claim their pans) let a horizontal drag move the deck.
    public func swipeMayStart(at p: Point, now: Double) -> Bool {
        swipeMayStart(at: p, translation: Point(1, 0), source: pan?.source ?? .pointer, now: now)
    }

    /// The deck's live pan range (a resize during a drag moves it): hard stops at closed towards
    /// a side that may not open, elasticity past an open ledge, and never towards closed while a
    /// side is held open. `lower` and `upper` are the controller's snap bounds from the drag's start.
    public func swipeProgressShown(forDrag raw: Double, lower: Double, upper: Double) -> Double {
        constrained(raw, pan ?? DeckPan())
    }

    /// The undo of `swipeProgressShown(forDrag:lower:upper:)`: the drag position that shows
    /// `shown`, so a drag can start on a rubber-banded center without a jump.
    public func swipeDragPosition(showing shown: Double, lower: Double, upper: Double) -> Double {
        unconstrained(shown, pan ?? DeckPan())
    }

    /// A slide, a bounce or a cross-fade is running.
    public func swipeIsMoving(now: Double) -> Bool {
        motion != nil || offset.isAnimating(now: now) || fade.isAnimating(now: now)
    }

    /// Stops the center where it is: the running motion ends unfinished (its completions get
    /// false; a bounce runs its hidden action), a cross-fade is dropped.
    public func swipeCatch(now: Double) -> Double {
        interruptMotion(now: now, keepOffset: false)
        return offset.value(now: now)
    }

    /// Moves to the side (or closed) resting at `target`, by the deck's timed slide carrying
    /// `velocity` (px/s) and its callbacks; `shouldOpen`/`shouldClose` may still keep things as
    /// they are, as for a call.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        var chosen = side(restingAt: target)
        if let t = chosen, t != openSide, !(callbacks.shouldOpen?(t) ?? true) { chosen = nil }
        if let open = openSide, chosen != open, !(callbacks.shouldClose?(open) ?? true) { chosen = open }
        move(to: chosen, animated: true, velocity: velocity, now: now, completion: nil)
    }

    /// The side whose resting offset is nearest `x` (nil: closed; closed wins a tie).
    func side(restingAt x: Double) -> DeckSide? {
        var best: DeckSide?
        var distance = abs(x - restOffset)
        for side in drawerSides where openDistance(side) > 0 {
            let d = abs(x - openOffset(side))
            if d < distance { best = side; distance = d }
        }
        return best
    }
}
