import FlickCore

/// A component that may want a pan for itself (a slider's knob, a swiper's page). A parent
/// that could also use the pan — a `Deck` around it — asks first and leaves claimed pans
/// to the child. `p` is where the pan started, in the component's coordinates.
public protocol PanClaiming: AnyObject {
    func claimsPan(startingAt p: Point, now: Double) -> Bool
}
