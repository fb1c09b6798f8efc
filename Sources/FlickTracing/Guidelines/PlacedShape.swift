import FlickCore

/// A filled rectangle or a rectangle's outline of a scene where it lands in the window: what
/// `check accessibility` measures a control's boundary by (a switch's track, its border).
struct PlacedShape {
    /// The rectangle (`.rect` with a solid paint) or outline (`.strokeRect`) as the scene gives it.
    var node: SceneNode
    /// Its number among the scene's nodes that draw, in drawing order (what `below(_:atShape:)` takes).
    var order: Int
    /// From the shape's coordinates to device pixels.
    var transform: AffineTransform
    /// The product of the opacities around it.
    var opacity: Double
    /// The device rectangle it is clipped to, or nil.
    var clip: Rect?

    /// Its colour (the fill's or the line's).
    var color: Color {
        switch node {
        case .rect(_, .solid(let c), _): return c
        case .strokeRect(_, let c, _, _): return c
        default: return .clear
        }
    }

    /// Its rectangle in its own coordinates (an outline's reaching half its line outside).
    var rect: Rect {
        switch node {
        case .rect(let r, _, _): return r
        case .strokeRect(let r, _, let w, _): return r.insetBy(-w / 2)
        default: return .zero
        }
    }

    /// The device rectangle around it, within its clip (nil when the clip hides it).
    var deviceFrame: Rect? {
        let box = PlacedText.bounds(rect, transform)
        guard let clip else { return box }
        return box.overlap(clip)
    }

    /// Whether it is a pill: rounded by half its shorter side, as a switch's track is.
    var isPill: Bool {
        guard case .rect(let r, _, let radius) = node else { return false }
        return radius * 2 >= min(r.width, r.height) - 1
    }

    /// Whether it is an outline rather than a fill.
    var isOutline: Bool { if case .strokeRect = node { return true }; return false }

    /// Every solid rectangle and outline of `scene`, placed, in drawing order.
    static func all(in scene: SceneNode) -> [PlacedShape] {
        var found: [PlacedShape] = []
        var drawn = 0
        func visit(_ node: SceneNode, _ t: AffineTransform, _ opacity: Double, _ clip: Rect?) {
            switch node {
            case .group(let g):
                let inner = g.transform.then(t)
                var innerClip = clip
                if let c = g.clip { innerClip = PlacedText.clipped(clip, PlacedText.bounds(c, inner)) }
                for child in g.children { visit(child, inner, opacity * g.opacity, innerClip) }
            case .snapshot(let s):
                guard s.size.width > 0, s.size.height > 0 else { return }
                let inner = AffineTransform.scale(s.frame.width / s.size.width, s.frame.height / s.size.height)
                    .then(.translation(s.frame.x, s.frame.y)).then(t)
                visit(s.content(), inner, opacity * s.opacity, PlacedText.clipped(clip, PlacedText.bounds(s.frame, t)))
            case .rect(_, .solid, _), .strokeRect:
                found.append(PlacedShape(node: node, order: drawn, transform: t, opacity: opacity, clip: clip))
                drawn += 1
            case .rect, .ellipse, .shadow, .path, .image, .text:
                drawn += 1
            case .empty:
                break
            }
        }
        visit(scene, .identity, 1, nil)
        return found
    }

    /// What `scene` draws before its drawing node number `order` (texts included): what lies
    /// behind that shape. Snapshots are drawn afresh.
    static func below(_ scene: SceneNode, atShape order: Int) -> SceneNode {
        var drawn = 0
        func map(_ node: SceneNode) -> SceneNode {
            switch node {
            case .group(var g):
                g.children = g.children.map(map)
                return .group(g)
            case .snapshot(var s):
                let part = map(s.content())
                s.content = { part }
                s.drawsAfresh = true
                return .snapshot(s)
            case .empty:
                return .empty
            default:
                drawn += 1
                return drawn - 1 < order ? node : .empty
            }
        }
        return map(scene)
    }
}
