import FlickCore

/// The swiper's children as the router sees them: its controls over the center page.
extension Swiper: RoutingContainer {
    /// The shown toolbars and the page dots, then the center page where it is at `now`.
    public func routedChildren(now: Double) -> [RoutedChild] {
        controlChildren(now: now) + [pageChild(now: now)].compactMap { $0 }
    }
}
