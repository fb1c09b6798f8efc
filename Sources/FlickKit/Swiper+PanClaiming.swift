import FlickCore

/// Inside a container that also pans (a `Deck`, a carousel page), the swiper keeps the drags
/// that start on its pages, as long as there is another page to swipe to; drags on its shown
/// toolbars and dots, and on a single page, are left to the container.
extension Swiper: PanClaiming {
    /// Whether a pan starting at `p` (swiper coordinates) turns the swiper's pages.
    public func claimsPan(startingAt p: Point, now: Double) -> Bool {
        pageCount > 1 && Rect(size: size).contains(p) && hitTest(p, now: now) == .page
    }
}
