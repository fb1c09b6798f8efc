import FlickCore

extension Deck {
    /// The docked sides showing, each with its separator line; then the exposed drawer (clipped to
    /// the part the center does not cover), the center's shadow on that edge, then the center, its
    /// edge highlight and the scrim dimming it as the side opens. Nothing of a side is built while
    /// the center covers it. With reduced motion, the appearance being left fades out to the
    /// window's background before the new one fades in (`SequentialFade`): nothing slides, and the
    /// two appearances' texts never show over each other.
    func makeScene(now: Double) -> SceneNode {
        let moving = isAnimating(now: now)
        var x = offset.value(now: now)
        // The offset is computed (a slide started from an overflowed velocity could make it
        // NaN), not input; input is finite from the recognizer.
        if !x.isFinite { x = restOffset }
        if !moving && !isPanning { x = x.rounded() }
        guard let from = fadeFromOffset, fade.isAnimating(now: now) else {
            return .group(GroupNode(dockedNodes(now: now) + layers(offset: x, now: now), clip: Rect(size: size)))
        }
        let o = SequentialFade.opacities(progress: 1 - fade.value(now: now))
        var nodes: [SceneNode] = [.fill(Rect(size: size), environment.palette.windowBackground)] + dockedNodes(now: now)
        if o.old > 0 { nodes.append(.group(GroupNode(layers(offset: from.rounded(), now: now), opacity: o.old))) }
        if o.new > 0 { nodes.append(.group(GroupNode(layers(offset: x, now: now), opacity: o.new))) }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    /// The deck drawn with the center at offset `x`.
    func layers(offset x: Double, now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        let c = centerFrame(offset: x, now: now)
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
                if gap.width > 0 { sideNodes.append(.fill(gap, environment.palette.windowBackground)) }
                sideNodes.append(.translated(f.x, f.y, [.group(GroupNode([v.scene(now: now)], clip: Rect(size: f.size)))]))
                let shadow = centerShadow(c)
                if let shadow { sideNodes.append(.shadow(c, shadow, cornerRadius: 0)) }
                nodes.append(.group(GroupNode(sideNodes, clip: open)))
                if c.intersects(bounds) {
                    nodes.append(.translated(c.minX, 0, [.group(GroupNode([center.scene(now: now)], clip: Rect(size: c.size)))]))
                    nodes += depthNodes(center: c, side: side, hasShadow: shadow != nil)
                }
                return nodes
            }
        }
        if c.intersects(bounds) {
            nodes.append(.translated(c.minX, 0, [.group(GroupNode([center.scene(now: now)], clip: Rect(size: c.size)))]))
        }
        return nodes
    }

    /// The docked sides showing beside the center, clipped to their frames, each on the palette's
    /// sidebar background (as AdwOverlaySplitView's sidebar; a side view that fills less than its
    /// frame, such as a short list, shows it below) with a separator line on its edge towards the
    /// center (no shadow: nothing lies over anything).
    func dockedNodes(now: Double) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for side in DeckSide.allCases where dockInset(side, now: now) > 0 {
            guard let v = view(side) else { continue }
            let f = dockedFrame(side, now: now)
            nodes.append(.fill(f, environment.palette.sidebarBackground))
            nodes.append(.translated(f.x, f.y, [.group(GroupNode([v.scene(now: now)], clip: Rect(size: f.size)))]))
            let line = Constants.deckDockedSeparatorPx
            let x = side == .left ? f.maxX - line : f.minX
            nodes.append(.fill(Rect(x: x, y: 0, width: line, height: size.height), environment.palette.separator))
        }
        return nodes
    }

    /// Over the center beside an exposed `side`: the scrim, as dark as the side is open
    /// (`scrimOpacity`), and the highlight along the edge it uncovers (with a shadow only).
    func depthNodes(center c: Rect, side: DeckSide, hasShadow: Bool) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let x0 = max(0, c.minX), x1 = min(size.width, c.maxX)
        let visible = Rect(x: x0, y: 0, width: max(0, x1 - x0), height: size.height)
        let alpha = scrimAlpha(offset: c.minX)
        let palette = environment.palette
        if alpha > 0, visible.width > 0 { nodes.append(.fill(visible, palette.shadow.withAlpha(alpha))) }
        if hasShadow, let option = options.edgeHighlight,
           case let light = option == DeckOptions.paletteEdgeHighlight ? palette.barEdge : option, light.alpha > 0 {
            let x = side == .left ? c.minX : c.maxX - 1
            nodes.append(.fill(Rect(x: x, y: 0, width: 1, height: size.height), light))
        }
        return nodes
    }

    /// The scrim's opacity with the center at `x`: `scrimOpacity` times how far the exposed side
    /// is open (0 closed, 1 at its ledge and beyond).
    func scrimAlpha(offset x: Double) -> Double {
        let o = options.scrimOpacity
        guard o.isFinite, o > 0, let side = exposedSide(offset: x) else { return 0 }
        let distance = openDistance(side)
        guard distance > 0 else { return 0 }
        let progress = min(1, max(0, abs(x - restOffset) / distance))
        return min(1, o) * progress
    }

    /// The center's shadow: the callback's, else the option's.
    func centerShadow(_ bounds: Rect) -> Shadow? {
        if let apply = callbacks.applyShadow { return apply(bounds) }
        return options.shadow
    }
}
