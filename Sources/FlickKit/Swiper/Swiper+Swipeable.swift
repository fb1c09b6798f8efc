import FlickCore

/// The swiper's pages are one swipe: progress in pages, one page per width, every integer a
/// snap point (the list is circular).
extension Swiper: Swipeable {
    /// One page per swiper width, px.
    public var swipeDistance: Double { pageDistance }

    /// The displayed progress in pages (absolute, unbounded).
    public var swipeProgress: AnimatedValue {
        get { position }
        set { position = newValue }
    }

    /// The committed page: a cancelled swipe returns to it.
    public var swipeCancelProgress: Double { Double(committedPosition) }

    /// Settles on the page and makes it the current one.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        settle(to: Int(target.rounded()), velocity: velocity, now: now)
    }
}
