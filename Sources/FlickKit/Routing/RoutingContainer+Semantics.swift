import FlickCore

extension RoutingContainer {
    /// A container's children's nodes by default, moved into its coordinates: a container with
    /// no meaning of its own is transparent in the tree.
    public func semantics(at now: Double) -> [SemanticsNode] { childSemantics(at: now) }

    /// The nodes of the children that take input now (`routedChildren(at:)`), front to back
    /// reversed into reading order (back to front), each moved by its child's frame origin.
    /// A blocker's nodes are marked `offscreen` (shown but covered).
    public func childSemantics(at now: Double) -> [SemanticsNode] {
        routedChildren(at: now).reversed().flatMap { child in
            child.component.semantics(at: now).map { node in
                let placed = node.offsetBy(child.frame.origin)
                return child.isInteractive ? placed : placed.adding(.offscreen)
            }
        }
    }
}
