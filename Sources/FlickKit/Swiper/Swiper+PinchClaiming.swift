import FlickCore

/// The swiper routes pinches to its pages, so it answers a pinch claim for the page under it.
extension Swiper: PinchClaiming {
    /// Whether the page under the pinch claims it (a zoom view on the page); never while the pages move.
    public func claimsPinch(_ pinch: PinchInfo, now: Double) -> Bool {
        guard !isDragging else { return false }
        return ComponentRouter.claimsPinch(pinch, in: routedChildren(now: now), now: now)
    }
}
