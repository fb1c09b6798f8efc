import FlickCore

/// The swiper's pages are one swipe: progress in pages, one page per width, every integer a
/// snap point (a circular list), or the pages of a bounded one, with the rubber band past its ends.
extension Swiper: Swipeable {
    /// One page per swiper width, px.
    public var swipeDistance: Double { pageDistance }

    /// The displayed progress in pages (absolute, unbounded).
    public var swipeProgress: AnimatedValue {
        get { position }
        set { position = newValue }
    }

    /// A bounded swiper's pages (those within two flings of the committed page, and the first
    /// and last, so the rubber band sits at the real ends and the cost does not grow with the
    /// count); nil, every integer, for a circular one.
    public var swipeSnapPoints: [Double]? {
        guard !options.isCircular else { return nil }
        let last = max(0, pageCount - 1)
        let c = min(max(committedPosition, 0), last)
        let r = 2 * Swiper.maxPagesPerFling
        var points = (max(0, c - r)...min(last, c + r)).map(Double.init)
        if points.first != 0 { points.insert(0, at: 0) }
        if points.last != Double(last) { points.append(Double(last)) }
        return points
    }

    /// The committed page: a cancelled swipe returns to it.
    public var swipeCancelProgress: Double { Double(committedPosition) }

    /// Settles on the page and makes it the current one.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        settle(to: Int(target.rounded()), velocity: velocity, now: now)
    }

    /// libadwaita's projection, long swipes with momentum, at most `maxPagesPerFling` pages a
    /// fling and, circular, less than a turn (`SwipeEndPolicy.period`: at most `pageCount − 1`).
    static func swipePolicy(options: SwiperOptions, pageCount: Int) -> SwipeEndPolicy {
        .projection(longSwipes: options.allowsMomentum, maxTravel: Double(Swiper.maxPagesPerFling),
                    period: options.isCircular ? Double(max(1, pageCount)) : nil)
    }
}
