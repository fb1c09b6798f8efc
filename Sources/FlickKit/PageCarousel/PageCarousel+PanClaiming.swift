import FlickCore

/// Which pans the carousel claims from its container.
extension PageCarousel {
    /// The presentation uses every pan (row, cards); a page filling the carousel keeps the pans
    /// it claims (asked with the pan itself, e.g. a swiper's horizontal drags) and leaves the
    /// others to a parent.
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        if isPresenting { return true }
        return ComponentRouter.claimsPan(pan, along: axis, in: [pageChild], now: now)
    }
}
