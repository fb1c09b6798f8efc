import FlickCore

extension Deck {
    /// The exposed side (clipped to the part the center does not cover), the center's shadow on
    /// that edge, then the center. Nothing of a side is built while the center covers it. With
    /// reduced motion, the appearance being left fades out on top.
    func makeScene(at now: Double) -> SceneNode {
        let moving = isAnimating(at: now)
        var x = offset.value(at: now)
        // The offset is computed (a slide started from an overflowed velocity could make it
        // NaN), not input; input is finite from the recognizer.
        if !x.isFinite { x = restOffset }
        if !moving && !isPanning { x = x.rounded() }
        var nodes = layers(offset: x, now: now)
        if let from = fadeFromOffset, fade.isAnimating(at: now) {
            let old = layers(offset: from.rounded(), now: now)
            nodes.append(.group(GroupNode(old, opacity: min(1, max(0, fade.value(at: now))))))
        }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    /// The deck drawn with the center at offset `x`.
    func layers(offset x: Double, now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        let c = centerFrame(offset: x)
        var nodes: [SceneNode] = []
        if let side = exposedSide(offset: x), let v = view(side) {
            // The uncovered strip of the deck beside the center.
            let open = side == .left ? Rect(x: 0, y: 0, width: min(size.width, max(0, c.minX)), height: size.height)
                : Rect(x: max(0, c.maxX), y: 0, width: max(0, size.width - max(0, c.maxX)), height: size.height)
            if open.width > 0 {
                let f = sideFrame(side)
                var sideNodes: [SceneNode] = []
                // The gap an elastic overshoot (or a bounce) opens between the side and the center.
                let gap = side == .left ? Rect(x: f.maxX, y: 0, width: max(0, open.maxX - f.maxX), height: size.height)
                    : Rect(x: open.minX, y: 0, width: max(0, f.minX - open.minX), height: size.height)
                if gap.width > 0 { sideNodes.append(.fill(gap, Deck.backgroundColor)) }
                sideNodes.append(.translated(f.x, f.y, [.group(GroupNode([v.scene(at: now)], clip: Rect(size: f.size)))]))
                if let shadow = centerShadow(c) {
                    sideNodes.append(.shadow(c, shadow, cornerRadius: 0))
                }
                nodes.append(.group(GroupNode(sideNodes, clip: open)))
            }
        }
        if c.intersects(bounds) {
            nodes.append(.translated(x, 0, [.group(GroupNode([center.scene(at: now)], clip: Rect(size: c.size)))]))
        }
        return nodes
    }

    /// The center's shadow: the callback's, else the option's.
    func centerShadow(_ bounds: Rect) -> Shadow? {
        if let apply = callbacks.applyShadow { return apply(bounds) }
        return options.shadow
    }
}
