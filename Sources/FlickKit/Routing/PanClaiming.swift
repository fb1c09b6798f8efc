import FlickCore

/// A component that may want a pan for itself (a slider's knob, a swiper's page). A container
/// that could also use the pan — a `Deck` around it — asks first (through
/// `ComponentRouter.claimsPan(at:along:in:now:)`) and leaves claimed pans to the child, so a
/// drag belongs to the innermost component that pans along its axis. A container answers for
/// its children too: it claims what it would pan itself or what the child under `p` claims.
public protocol PanClaiming: AnyObject {
    /// Whether the component wants a pan along `axis` that starts at `p` (its own coordinates)
    /// for itself or for a child of its own; asked before the pan begins, so the parent leaves it alone.
    func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool
    /// Whether the component wants the pan `pan` begins (its own coordinates) along `axis`: as
    /// `claimsPan(startingAt:along:now:)`, seeing the pan's travel so far (`totalTranslation`), so
    /// content at an edge can leave a drag towards that edge to the container (a zoomed picture
    /// in a pager). By default the answer for the pan's start.
    func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool
}

extension PanClaiming {
    /// The answer for the pan's start (`claimsPan(startingAt:along:now:)`).
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        claimsPan(startingAt: pan.start, along: axis, now: now)
    }
}
