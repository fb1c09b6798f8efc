import FlickCore

/// A container with a swipe of its own, declared once (`declaredSwipe`): its router routes its
/// pointer sequences with the declaration (`ComponentRouter.route(_:in:swipe:now:)`), and a parent
/// asking for its pan claim (`ComponentRouter.claimsPan(_:along:in:now:)`) gets the declaration's
/// answer (`ContainerSwipe.claims(_:along:now:)`): the pans its swipe may start along that axis.
/// Its swipe area leaves to its children what they claim, where the container means to (a deck's
/// does), so the container need not adopt `PanClaiming`.
public protocol SwipingContainer: RoutingContainer {
    /// The container's swipe as its router decides it, declared anew for each use (it reads the
    /// container's state through its closures).
    var declaredSwipe: ContainerSwipe { get }
}
