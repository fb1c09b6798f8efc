import FlickCore

extension RoutingContainer {
    /// A container's children's nodes by default, moved into its coordinates: a container with
    /// no meaning of its own is transparent in the tree.
    public func semantics(now: Double) -> [SemanticsNode] { childSemantics(now: now) }

    /// The nodes of the children that take input now (`routedChildren(now:)`), front to back
    /// reversed into reading order (back to front), each moved by its child's frame origin.
    /// A blocker's nodes are marked `offscreen` (shown but covered).
    public func childSemantics(now: Double) -> [SemanticsNode] {
        routedChildren(now: now).reversed().flatMap { child in
            child.component.semantics(now: now).map { node in
                let placed = node.offsetBy(child.frame.origin)
                return child.isInteractive ? placed : placed.adding(.offscreen)
            }
        }
    }
}
