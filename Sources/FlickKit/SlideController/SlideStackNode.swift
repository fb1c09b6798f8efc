/// One scene of the buried bottom of a `SlideController`'s stack (the scenes at rest under a
/// scene that hides them): a persistent list, top first, shared by every `SlideStack` made from
/// it, so pushing, popping and handing out the stack cost the same at any depth.
final class SlideStackNode {
    let layer: SlideLayer
    /// The scenes under this one (nil at the bottom).
    private(set) var below: SlideStackNode?
    /// Scenes in this list: this one and every one under it.
    let count: Int
    /// The bottom scene's name and scene (the stack's base).
    let base: (name: String, scene: any Component)

    init(_ layer: SlideLayer, over below: SlideStackNode?) {
        self.layer = layer
        self.below = below
        count = (below?.count ?? 0) + 1
        base = below?.base ?? (layer.name, layer.scene)
    }

    /// The list bottom to top (walks every node).
    var bottomToTop: [SlideLayer] {
        var out: [SlideLayer] = []
        out.reserveCapacity(count)
        var node: SlideStackNode? = self
        while let n = node {
            out.append(n.layer)
            node = n.below
        }
        return out.reversed()
    }

    // A long list is let go node by node, not by a recursion as deep as the list.
    deinit {
        var next = below
        below = nil
        while var node = next {
            next = nil
            guard isKnownUniquelyReferenced(&node) else { break }
            next = node.below
            node.below = nil
        }
    }
}
