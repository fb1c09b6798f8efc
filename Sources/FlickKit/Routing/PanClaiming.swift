import FlickCore

/// A component whose pan claim is not what the router derives for it: a leaf that may want a
/// pan for itself (a zoomed picture, a control's knob), or a container whose claim differs from
/// its swipe (a swiper leaves the drags on its bars and on a single page to its container).
///
/// Every other component gets its claim from what it declares (`ComponentRouter.claimsPan(_:along:in:now:)`):
/// a `SwipingContainer` claims the pans its declared swipe may start, a `RoutingContainer` what
/// the child under the pan's start claims, anything else nothing. A container that could also
/// use the pan — a `Deck` around it — asks first and leaves claimed pans to the child, so a drag
/// belongs to the innermost component that pans along its axis.
public protocol PanClaiming: AnyObject {
    /// Whether the component wants the pan `pan` begins (its own coordinates) along `axis`, for
    /// itself or for a child of its own; asked before the pan is given to anyone, so the parent
    /// leaves it alone. The pan's travel so far (`totalTranslation`, zero when asked about a
    /// point) lets content at an edge leave a drag towards that edge to the container (a zoomed
    /// picture in a pager).
    func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool
}
