import FlickCore

/// A closed card on its way out: it keeps its place on screen (relative to the centre,
/// in pages) and flies up off the top, fading as it goes. A press on it while it shows catches
/// it back into the row (`PageCarousel.catchLeavingCard`).
struct CarouselLeavingCard {
    /// The closed page's serial (its entry waits in the closed pages to be reopened).
    var serial: Int
    /// The page, drawn as a card while it leaves.
    var page: any Component
    /// Centre relative to the carousel's centre, pages (stays put while the row moves).
    var relativePosition: Double
    /// Vertical offset, px (negative is up), springing to `exitLift`.
    var lift: AnimatedValue
    /// Where it is gone (just above the top edge), px.
    var exitLift: Double

    /// 1 in the row, 0 once it has travelled to `exitLift`.
    func opacity(now: Double) -> Double {
        guard exitLift < 0 else { return 0 }
        return min(1, max(0, 1 - lift.value(now: now) / exitLift))
    }

    func isDone(now: Double) -> Bool { !lift.isAnimating(now: now) }
}
