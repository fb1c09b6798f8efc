import FlickCore

/// Inside a container that also pans (a `Deck`, a carousel page), the swiper keeps the drags
/// that start on its pages, as long as there is another page to swipe to, and those its center
/// page claims; drags on its shown toolbars and dots, and on a single page, are left to the
/// container. Its own swipe takes drags from there too, so this claim is not its swipe area.
extension Swiper: PanClaiming {
    /// Whether the pan `pan` begins (swiper coordinates) along `axis` is the swiper's: a
    /// horizontal one on the page with another page to go to, or one the center page claims
    /// (asked with the pan itself).
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        guard Rect(size: size).contains(pan.start), isOnPage(pan.start, now: now) else { return false }
        if axis == .horizontal && pageCount > 1 { return true }
        return ComponentRouter.claimsPan(pan, along: axis, in: routedChildren(now: now), now: now)
    }
}
