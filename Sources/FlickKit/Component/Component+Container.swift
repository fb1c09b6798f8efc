/// Finding the container that holds a component (ViewDeck's `viewDeckController`).
///
/// A container calls `adoptChild(_:)` for every child it holds (when it gets it, and again
/// if it is replaced) and may call `releaseChild(_:)` when it lets one go. Any component can
/// then ask for its `container`, or walk up to the nearest container of a type:
///
/// ```swift
/// final class MyPage: Component {
///     func openMenu(now: Double) { enclosing(Deck.self)?.open(.left, now: now) }
///     …
/// }
/// ```
///
/// The link lives in the child (`containerLink`), so it belongs to the child's tree and to no
/// process-wide table; it holds the container weakly. A component without a link (one of an
/// app's that declares none) has no container to find.
extension Component {
    /// No link by default: a component that wants to find its container stores one.
    public var containerLink: ContainerLink? { nil }

    /// The container that holds this component, or nil (a root, nothing adopted it, or it keeps no link).
    public var container: (any Component)? { containerLink?.container }

    /// The nearest container of type `type` holding this component, directly or through other
    /// containers (`page.enclosing(Deck.self)` from a page inside a swiper inside a deck), or nil.
    public func enclosing<T>(_ type: T.Type) -> T? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var next = container
        while let c = next, visited.insert(ObjectIdentifier(c)).inserted {
            if let match = c as? T { return match }
            next = c.container
        }
        return nil
    }

    /// Records that this component holds `child`: `child.container` is this component until
    /// another container adopts it or this one releases it. Adopting itself does nothing.
    public func adoptChild(_ child: any Component) {
        guard child !== self else { return }
        child.containerLink?.container = self
    }

    /// Records that this component no longer holds `child` (no effect when it is not the one
    /// holding it, e.g. the child moved to another container since).
    public func releaseChild(_ child: any Component) {
        guard let link = child.containerLink, link.container === self else { return }
        link.container = nil
    }
}
