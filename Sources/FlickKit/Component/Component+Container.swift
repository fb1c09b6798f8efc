/// Finding the container that holds a component (the seed's `viewDeckController`).
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
/// Links are weak both ways: holding a child keeps it alive, the registry never does.
extension Component {
    /// The container that holds this component, or nil (a root, or nothing adopted it).
    public var container: (any Component)? { ContainerRegistry.shared.container(of: self) }

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
        ContainerRegistry.shared.adopt(child, by: self)
    }

    /// Records that this component no longer holds `child` (no effect when it is not the one
    /// holding it, e.g. the child moved to another container since).
    public func releaseChild(_ child: any Component) {
        ContainerRegistry.shared.release(child, from: self)
    }
}
