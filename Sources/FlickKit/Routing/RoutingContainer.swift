import FlickCore

/// A component that holds child components and lets a `ComponentRouter` deliver gestures to them.
///
/// The container lists the children that take input now, front to back (the first one wins a
/// hit test), with their frames in its coordinates. Its `handle(_:now:)` keeps the decisions
/// that are its own (its own pan, its keys) and hands the rest to its router with this list:
///
/// ```swift
/// final class Split: RoutingContainer {
///     let router = ComponentRouter()
///     func routedChildren(now: Double) -> [RoutedChild] {
///         [RoutedChild(left, frame: leftFrame), RoutedChild(right, frame: rightFrame)]
///     }
///     func handle(_ gesture: Gesture, now: Double) -> Bool {
///         router.route(gesture, in: routedChildren(now: now), now: now)
///     }
///     …
/// }
/// ```
///
/// A pan claim (`PanClaiming`) asks the same list (`ComponentRouter.claimsPan(at:along:in:now:)`),
/// so a drag that starts inside a nested child panning along the same axis reaches that child; a
/// container that adopts `PanClaiming` gets that answer by default, for the pan's start and for
/// the pan itself (`claimsPan(_:along:now:)`, passed down with its travel to the innermost child).
public protocol RoutingContainer: Component {
    /// The children that take input at `now`, front to back, frames in this container's coordinates.
    func routedChildren(now: Double) -> [RoutedChild]
}

extension PanClaiming where Self: RoutingContainer {
    /// A container claims by default what the child under `p` (container coordinates) claims,
    /// so a drag reaches the innermost child panning along `axis`; a container that pans itself
    /// (a swiper, a deck) says so in its own implementation.
    public func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        ComponentRouter.claimsPan(at: p, along: axis, in: routedChildren(now: now), now: now)
    }

    /// The same for the pan `pan` begins: the child under its start is asked with the pan itself,
    /// so content at an edge deep inside (a zoomed picture in a stack in a pager) sees which way
    /// the drag goes and can leave it to the pager. A container with claims of its own answers
    /// both questions itself.
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        ComponentRouter.claimsPan(pan, along: axis, in: routedChildren(now: now), now: now)
    }
}
