import FlickCore

/// A continuous pinch of the carousel's presentation: the selected page shrinks into
/// its card as the fingers pinch in, and a card grows back to the page as they spread, the
/// page's displayed width following the fingers' scale 1:1 from where the pinch caught it.
///
/// The zoom `z` (0 = the page fills the carousel, 1 = presented) shows the selected page at
/// `1 − (1 − k)·z` of the full width, `k` being the card's share of it; a pinch that began at
/// displayed scale `s0` shows `s0 × scale`, so `z = (1 − s0·scale) / (1 − k)`, clamped to 0...1.
struct CarouselZoomPinch {
    /// The card's width over the carousel's (0 < k < 1).
    let cardShare: Double
    /// The selected page's displayed width over the carousel's when the pinch began.
    let startScale: Double
    /// Whether the carousel was presenting (its target state) when the pinch began.
    let wasPresenting: Bool
    /// The zoom's pending callback when the pinch caught it.
    let pendingEnd: CarouselZoomEnd?

    /// A pinch that caught the zoom at `zoom`.
    init(zoom: Double, cardShare k: Double, wasPresenting: Bool, pendingEnd: CarouselZoomEnd?) {
        cardShare = k.isFinite ? min(max(k, 0.01), 0.99) : 0.5
        startScale = 1 - (1 - cardShare) * min(max(zoom.isFinite ? zoom : 0, 0), 1)
        self.wasPresenting = wasPresenting
        self.pendingEnd = pendingEnd
    }

    /// Where the zoom last rested before this pinch (or press) caught it: presented (true) or
    /// the page. A release that settles elsewhere owes the callback for getting there.
    var restPresenting: Bool {
        switch pendingEnd {
        case .presented?: return false
        case .dismissed?: return true
        case nil: return wasPresenting
        }
    }

    /// The zoom the fingers' `scale` asks for, unclamped.
    func rawZoom(forScale scale: Double) -> Double {
        guard scale.isFinite else { return startScale }
        return (1 - startScale * scale) / (1 - cardShare)
    }

    /// The zoom shown at the fingers' `scale` (0...1).
    func zoom(forScale scale: Double) -> Double { min(max(rawZoom(forScale: scale), 0), 1) }

    /// The zoom's speed for the fingers' scale speed `velocity` (scale units/s), zoom units/s.
    func zoomVelocity(forScaleVelocity velocity: Double) -> Double {
        velocity.isFinite ? -startScale * velocity / (1 - cardShare) : 0
    }

    /// Whether a release at `scale` moving at `velocity` presents (true) or opens the page: the
    /// scale projected `Constants.pinchProjectionS` ahead, as a zoom, is at least
    /// `Constants.pinchCommitFraction` of the way to presented.
    func presents(scale: Double, velocity: Double) -> Bool {
        let v = velocity.isFinite ? velocity : 0
        return rawZoom(forScale: scale + v * Constants.pinchProjectionS) >= Constants.pinchCommitFraction
    }
}
