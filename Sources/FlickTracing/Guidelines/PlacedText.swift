import FlickCore

/// A text of a scene where it lands in the window: the text node, the transform from its
/// coordinates to device pixels, the opacity of the groups and snapshots around it, and the
/// device rectangle they clip it to (nil: unclipped). What `check accessibility` measures.
struct PlacedText {
    /// The text as the scene gives it.
    var node: TextNode
    /// From the text's coordinates to device pixels.
    var transform: AffineTransform
    /// The product of the opacities around it.
    var opacity: Double
    /// The device rectangle it is clipped to, or nil.
    var clip: Rect?

    /// The device rectangle around its frame, within its clip (nil when the clip hides it).
    var deviceFrame: Rect? {
        let box = PlacedText.bounds(node.frame, transform)
        guard let clip else { return box }
        return box.overlap(clip)
    }

    /// Its font size in device pixels (the transform's scale applied).
    var deviceFontSize: Double { node.font.size * (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot() }

    /// Every text of `scene`, in drawing order, placed.
    static func all(in scene: SceneNode) -> [PlacedText] {
        var found: [PlacedText] = []
        func visit(_ node: SceneNode, _ t: AffineTransform, _ opacity: Double, _ clip: Rect?) {
            switch node {
            case .group(let g):
                let inner = g.transform.then(t)
                var innerClip = clip
                if let c = g.clip { innerClip = clipped(clip, bounds(c, inner)) }
                for child in g.children { visit(child, inner, opacity * g.opacity, innerClip) }
            case .snapshot(let s):
                guard s.size.width > 0, s.size.height > 0 else { return }
                let inner = AffineTransform.scale(s.frame.width / s.size.width, s.frame.height / s.size.height)
                    .then(.translation(s.frame.x, s.frame.y)).then(t)
                visit(s.content(), inner, opacity * s.opacity, clipped(clip, bounds(s.frame, t)))
            case .text(let text):
                found.append(PlacedText(node: text, transform: t, opacity: opacity, clip: clip))
            case .rect, .strokeRect, .ellipse, .shadow, .path, .image, .empty:
                break
            }
        }
        visit(scene, .identity, 1, nil)
        return found
    }

    /// `scene` split at its text number `index` (in drawing order, as `all(in:)` lists them):
    /// what is drawn before that text, without any text (what lies behind its glyphs), and what
    /// is drawn after it, texts included (what may cover it). Snapshots are drawn afresh.
    static func split(_ scene: SceneNode, atText index: Int) -> (below: SceneNode, above: SceneNode) {
        var texts = 0
        func map(_ node: SceneNode) -> (below: SceneNode, above: SceneNode) {
            switch node {
            case .group(let g):
                let parts = g.children.map(map)
                var below = g, above = g
                below.children = parts.map(\.below)
                above.children = parts.map(\.above)
                return (.group(below), .group(above))
            case .snapshot(let s):
                let parts = map(s.content())
                var below = s, above = s
                below.content = { parts.below }
                above.content = { parts.above }
                below.drawsAfresh = true
                above.drawsAfresh = true
                // Its shadow lies under all of it: below the text, never over it; what it draws
                // above the text covers only where it draws (an opaque snapshot would cover all).
                above.shadow = nil
                above.isOpaque = false
                return (.snapshot(below), .snapshot(above))
            case .text:
                texts += 1
                return (.empty, texts - 1 > index ? node : .empty)
            case .rect, .strokeRect, .ellipse, .shadow, .path, .image:
                return texts <= index ? (node, .empty) : (.empty, node)
            case .empty:
                return (.empty, .empty)
            }
        }
        return map(scene)
    }

    /// The device rectangle around `r` transformed by `t`.
    static func bounds(_ r: Rect, _ t: AffineTransform) -> Rect {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `clip` narrowed to `r` (an empty rectangle where they do not meet).
    static func clipped(_ clip: Rect?, _ r: Rect) -> Rect {
        guard let clip else { return r }
        return clip.overlap(r) ?? Rect(x: r.x, y: r.y, width: 0, height: 0)
    }
}
