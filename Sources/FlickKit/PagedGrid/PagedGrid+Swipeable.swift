import FlickCore

/// The grid's pages are one vertical swipe: progress in pages, one page per viewport height,
/// a snap point on every page; past the first and last page the rubber band.
extension PagedGrid: Swipeable {
    /// One page per viewport height, px.
    public var swipeDistance: Double { pageDistance }

    /// Every page, from the first to the last.
    public var swipeSnapPoints: [Double]? { (0...layout.lastPage).map(Double.init) }

    /// The displayed page position.
    public var swipeProgress: AnimatedValue {
        get { position }
        set { position = newValue }
    }

    /// The current page.
    public var swipeCancelProgress: Double { Double(currentPage) }

    /// A press stops a moving page, except while a relayout fades the old shape out (the page
    /// moving under it is replaced when the shapes swap).
    public func swipeIsMoving(now: Double) -> Bool {
        !swapPending && position.isAnimating(now: now)
    }

    /// Settles on the page (clamped) and makes it the current one.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        let page = layout.clampedPage(Int(target.rounded()))
        position.animate(to: Double(page), now: now, spring: .settle, velocity: velocity, tolerance: settleTolerance)
        commit(page, byUser: page != currentPage)
    }
}
