import FlickCore

extension Swiper {
    /// Passes a hover over a shown toolbar to it (through the router, in its coordinates), so its
    /// button under the pointer reports a tooltip.
    func reportToolbarTooltip(at p: Point, now: Double) {
        _ = router.route(.hover(p), in: controlChildren(now: now), now: now)
    }
}
