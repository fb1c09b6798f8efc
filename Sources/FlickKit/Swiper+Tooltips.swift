import FlickCore

extension Swiper {
    /// Passes a hover over a shown toolbar to it, so its button under the pointer reports a tooltip.
    func reportToolbarTooltip(at p: Point, now: Double) {
        switch hitTest(p, now: now) {
        case .topBar: _ = topBar.handle(.hover(p).offsetBy(topBarFrame.x, topBarFrame.y), now: now)
        case .bottomBar: _ = bottomBar.handle(.hover(p).offsetBy(bottomBarFrame.x, bottomBarFrame.y), now: now)
        default: break
        }
    }
}
