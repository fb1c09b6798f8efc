import FlickCore

/// A component that may want a pan for itself (a slider's knob, a swiper's page). A parent
/// that could also use the pan — a `Deck` around it — asks first and leaves claimed pans
/// to the child. `p` is where the pan started, in the component's coordinates.
public protocol PanClaiming: AnyObject {
    /// Whether the component wants a pan that starts at `p` (its own coordinates) for itself;
    /// asked before the pan begins, so the parent leaves it alone.
    func claimsPan(startingAt p: Point, now: Double) -> Bool
}
