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
/// A parent's pan claim asks the same list (`ComponentRouter.claimsPan(_:along:in:now:)`): a
/// container claims what the child under the pan's start claims, so a drag that starts inside a
/// nested child panning along the same axis reaches that child, with no code in the container.
public protocol RoutingContainer: Component {
    /// The children that take input at `now`, front to back, frames in this container's coordinates.
    func routedChildren(now: Double) -> [RoutedChild]
}
