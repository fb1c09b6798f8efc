/// Which container holds which component: the links behind `Component.container`.
///
/// Containers record their children with `Component.adoptChild(_:)`. Both ends of a link are
/// held weakly, so the registry never keeps a component alive; a link whose child or container
/// was freed is ignored (a new object at a freed child's address does not inherit its container)
/// and pruned as the registry grows. Components live on the UI thread, like everything else.
final class ContainerRegistry {
    nonisolated(unsafe) static let shared = ContainerRegistry()

    private struct Link {
        weak var child: AnyObject?
        weak var container: (any Component)?
    }

    private var links: [ObjectIdentifier: Link] = [:]
    /// Links are pruned when their number reaches this (then it doubles from the live count).
    private var pruneThreshold = 64

    /// `container` now holds `child` (replacing any earlier container).
    func adopt(_ child: any Component, by container: any Component) {
        guard child !== container else { return }
        links[ObjectIdentifier(child)] = Link(child: child, container: container)
        if links.count >= pruneThreshold { prune() }
    }

    /// `container` lets go of `child`; nothing happens when another container holds it now.
    func release(_ child: any Component, from container: any Component) {
        let id = ObjectIdentifier(child)
        guard let link = links[id], link.child === child, link.container === container else { return }
        links[id] = nil
    }

    /// The live container holding `child`, if any.
    func container(of child: any Component) -> (any Component)? {
        guard let link = links[ObjectIdentifier(child)], link.child === child else { return nil }
        return link.container
    }

    /// Number of links held (live or not yet pruned), for tests.
    var linkCount: Int { links.count }

    /// Drops the links whose child or container is gone.
    func prune() {
        links = links.filter { $0.value.child != nil && $0.value.container != nil }
        pruneThreshold = max(64, links.count * 2)
    }
}
