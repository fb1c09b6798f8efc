import FlickCore

/// The zoom between the selected page filling the carousel (0) and the presentation (1): where it
/// is and where it runs, the callback owed when it arrives (`onPresented`, `onDismissed`), whether
/// a pinch let it go (a press then catches it), and the add sequence's zoom into the new page,
/// due at a deadline. The carousel decides when to present and dismiss; this runs the zoom and
/// tells it which callback is due.
struct CarouselZoom {
    /// 0 = the selected page fills the carousel, 1 = presented.
    private(set) var progress: AnimatedValue
    /// The callback owed when the running zoom ends; nil when none is.
    private(set) var owed: CarouselZoomEnd?
    /// The running zoom was let go by a pinch: a press catches it (`CarouselPinch`).
    var isFromPinch = false
    /// When the add sequence zooms into the new page (a deadline, s); nil when none is due.
    var openAt: Double?

    /// A zoom at rest, presented or on the page.
    init(presented: Bool) { progress = AnimatedValue(presented ? 1 : 0) }

    /// The zoom at `now`.
    func value(now: Double) -> Double { progress.value(now: now) }

    /// True while the zoom runs.
    func isAnimating(now: Double) -> Bool { progress.isAnimating(now: now) }

    /// A zoom to presented or to the page that owes its callback on arrival: with the settle
    /// spring (`animated`; over `duration` seconds ease-in-out when given), or at once.
    mutating func run(toPresented presented: Bool, animated: Bool, duration: Double? = nil, tolerance: Double, now: Double) {
        owed = presented ? .presented : .dismissed
        let to: Double = presented ? 1 : 0
        if animated, let d = duration {
            progress.animate(to: to, now: now, duration: d, curve: .easeInOut)
        } else if animated {
            progress.animate(to: to, now: now, spring: .settle, tolerance: tolerance)
        } else {
            progress.set(to)
        }
    }

    /// Catches the zoom where it is (a pinch or a press takes it over): returns the zoom and the
    /// callback it owed, which the catcher now carries; the zoom owes nothing and stops being a
    /// pinch's.
    mutating func catchIt(now: Double) -> (zoom: Double, owed: CarouselZoomEnd?) {
        let caught = (zoom: progress.grab(now: now), owed: owed)
        owed = nil
        isFromPinch = false
        return caught
    }

    /// The zoom follows a pinch at `value` (0...1).
    mutating func follow(_ value: Double) { progress.set(value) }

    /// A pinch (or a press on a zoom a pinch let go) is over: the zoom springs to presented or to
    /// the page carrying `velocity` (zoom units/s); it owes the callback when it settles elsewhere
    /// than where it rested before it was caught (`restPresenting`). While it runs, a press catches it.
    mutating func settle(presenting: Bool, restPresenting: Bool, velocity: Double, tolerance: Double, now: Double) {
        owed = presenting == restPresenting ? nil : (presenting ? .presented : .dismissed)
        progress.animate(to: presenting ? 1 : 0, now: now, spring: .settle, velocity: velocity, tolerance: tolerance)
        isFromPinch = progress.isAnimating(now: now)
    }

    /// The callback owed, once the zoom has arrived (the zoom then owes nothing); nil while it runs
    /// or when none is owed.
    mutating func arrival(now: Double) -> CarouselZoomEnd? {
        guard owed != nil, !progress.isAnimating(now: now) else { return nil }
        return takeOwed()
    }

    /// The callback owed, whether or not the zoom has arrived (it then owes nothing).
    mutating func takeOwed() -> CarouselZoomEnd? {
        defer { owed = nil }
        return owed
    }

    /// The add sequence's zoom deadline when it has come by `now` (it is then no longer due).
    mutating func takeDueOpen(now: Double) -> Double? {
        guard let d = openAt, now >= d else { return nil }
        openAt = nil
        return d
    }

    /// Spring rest tolerance for a zoom between a card `cardWidth` px wide and the carousel
    /// `width` px wide: a quarter pixel of the card's growth, capped.
    static func tolerance(width: Double, cardWidth: Double) -> Double { min(0.0005, 0.25 / max(1, width - cardWidth)) }

    /// Drops a finished animation.
    mutating func prune(now: Double) { progress.settle(now: now) }
}
