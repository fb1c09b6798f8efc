import FlickCore

extension SlideController {
    /// The visible scenes at `now`, bottom to top: scenes fully off screen are left out, and so is
    /// everything under an opaque scene that fills the view.
    public func placements(now: Double) -> [SlidePlacement] { visibleLayers(now: now).map(\.placement) }

    /// The visible layers and where they go, bottom to top. Fading, a slide shows the scene it
    /// leaves fading out to the window's background, then the scene it brings fading in
    /// (`SequentialFade`), never both at once; nothing under them shows.
    func visibleLayers(now: Double) -> [(layer: SlideLayer, placement: SlidePlacement)] {
        let w = size.width, h = size.height
        let fading = style == .crossFade
        let pair = fading ? fadePair() : nil
        let fade = SequentialFade.opacities(progress: progress(now: now) ?? 1)
        var pairShown = 0
        var result: [(layer: SlideLayer, placement: SlidePlacement)] = []
        for layer in layers.reversed() {
            let d = layer.distance(now: now)
            guard d < 1 else { continue }
            let o = layer.offset(now: now)
            var frame = Rect(size: size)
            var opacity = 1.0
            if let pair, layer.id == pair.before || layer.id == pair.after {
                opacity = layer.id == pair.before ? fade.old : fade.new
                pairShown += 1
            } else if fading {
                if !layer.holdsOpacity { opacity = 1 - d }
            } else {
                frame = frame.offsetBy(dx: o.x * w, dy: o.y * h)
            }
            let moving = d > 0 && !fading
            let cover = moving && layer.isCover
            let placement = SlidePlacement(sceneName: layer.name, frame: frame, opacity: opacity,
                                           castsShadow: cover && options.coverShadow != nil,
                                           dimming: cover ? max(0, min(1, options.coverDimming)) * (1 - d) : 0)
            result.append((layer, placement))
            let fills = abs(frame.x) < 0.5 && abs(frame.y) < 0.5
            if opacity >= 1 && fills { break }
            if let pair, pairShown == [pair.before, pair.after].compactMap({ $0 }).count { break }
        }
        result.reverse()
        if !result.isEmpty {
            // Nothing under the bottom scene to shade.
            result[0].placement.castsShadow = false
            result[0].placement.dimming = 0
        }
        return result
    }

    /// The ids of the layer a fading slide leaves and the one it brings: a replace's outgoing and
    /// incoming scenes, a cover's scene under it and the cover, an uncover's cover and the scene
    /// under it (nil: none, or no slide under way).
    func fadePair() -> (before: Int?, after: Int?)? {
        guard let t = transition else { return nil }
        func below(_ id: Int?) -> Int? {
            guard let id, let i = layers.firstIndex(where: { $0.id == id }), i > 0 else { return nil }
            return layers[i - 1].id
        }
        switch t.kind {
        case .replace: return (t.outgoing, t.incoming)
        case .cover: return (below(t.incoming), t.incoming)
        case .uncover: return (t.outgoing, below(t.outgoing))
        }
    }

    /// The visible scenes through `placedScene` (a scene at rest with a version is an image keyed
    /// by the scene itself, drawn once per version and size), a cover's veil and shadow, clipped
    /// to the view.
    func makeScene(now: Double) -> SceneNode {
        let bounds = Rect(size: size)
        let visible = visibleLayers(now: now)
        guard let first = visible.first?.placement else { return .fill(bounds, environment.palette.windowBackground) }
        var nodes: [SceneNode] = []
        if first.frame != bounds || first.opacity < 1 {
            nodes.append(.fill(bounds, environment.palette.windowBackground))
        }
        let sceneSize = size
        for (layer, p) in visible {
            if p.dimming > 0 { nodes.append(.fill(bounds, environment.palette.shadow.withAlpha(p.dimming))) }
            nodes.append(layer.scene.placedScene(in: p.frame, size: sceneSize, now: now, opacity: p.opacity,
                                                 shadow: p.castsShadow ? options.coverShadow : nil))
        }
        return .group(GroupNode(nodes, clip: bounds))
    }
}
