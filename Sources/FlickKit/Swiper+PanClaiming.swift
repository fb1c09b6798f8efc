import FlickCore

/// Inside a container that also pans (a `Deck`, a carousel page), the swiper keeps the drags
/// that start on its pages, as long as there is another page to swipe to; drags on its shown
/// toolbars and dots, and on a single page, are left to the container.
extension Swiper: PanClaiming {
    /// Whether a pan along `axis` starting at `p` (swiper coordinates) turns the swiper's pages:
    /// horizontal, on the page, with another page to go to.
    public func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        axis == .horizontal && pageCount > 1 && Rect(size: size).contains(p) && isOnPage(p, now: now)
    }
}
