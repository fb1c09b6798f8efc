import FlickCore

extension SlideController {
    /// The visible scenes at `now`, bottom to top: scenes fully off screen are left out, and so is
    /// everything under an opaque scene that fills the view.
    public func placements(now: Double) -> [SlidePlacement] { visibleLayers(now: now).map(\.placement) }

    /// The visible layers and where they go, bottom to top.
    func visibleLayers(now: Double) -> [(layer: SlideLayer, placement: SlidePlacement)] {
        let w = size.width, h = size.height
        let fading = style == .crossFade
        var result: [(layer: SlideLayer, placement: SlidePlacement)] = []
        for layer in layers.reversed() {
            let d = layer.distance(now: now)
            guard d < 1 else { continue }
            let o = layer.offset(now: now)
            var frame = Rect(size: size)
            var opacity = 1.0
            if fading {
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
        }
        result.reverse()
        if !result.isEmpty {
            // Nothing under the bottom scene to shade.
            result[0].placement.castsShadow = false
            result[0].placement.dimming = 0
        }
        return result
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
