import FlickCore

/// Walks a scene for tests: snapshot nodes, texts, paths, colours, and every number it holds.
public enum SceneProbe {
    /// Snapshot nodes reachable without rendering any snapshot's content.
    public static func snapshots(_ node: SceneNode) -> [SnapshotNode] {
        switch node {
        case .group(let g): return g.children.flatMap(snapshots)
        case .snapshot(let s): return [s]
        default: return []
        }
    }

    /// Every text string, including inside snapshot content.
    public static func texts(_ node: SceneNode) -> [String] {
        switch node {
        case .group(let g): return g.children.flatMap(texts)
        case .snapshot(let s): return texts(s.content())
        case .text(let t): return [t.text]
        default: return []
        }
    }

    /// Every text node, including inside snapshot content.
    public static func textNodes(_ node: SceneNode) -> [TextNode] {
        switch node {
        case .group(let g): return g.children.flatMap(textNodes)
        case .snapshot(let s): return textNodes(s.content())
        case .text(let t): return [t]
        default: return []
        }
    }

    /// Every path node (icons, lines), including inside snapshot content.
    public static func paths(_ node: SceneNode) -> [PathNode] {
        switch node {
        case .group(let g): return g.children.flatMap(paths)
        case .snapshot(let s): return paths(s.content())
        case .path(let p): return [p]
        default: return []
        }
    }

    /// Every colour the scene paints with, in drawing order (fills, strokes, texts, paths, gradient
    /// stops), snapshot content included: what an appearance test compares with a palette.
    public static func colors(_ node: SceneNode) -> [Color] {
        switch node {
        case .group(let g): return g.children.flatMap(colors)
        case .snapshot(let s): return colors(s.content())
        case .rect(_, let p, _), .ellipse(_, let p): return paintColors(p)
        case .strokeRect(_, let c, _, _): return [c]
        case .path(let p): return (p.fill.map(paintColors) ?? []) + (p.stroke.map { [$0] } ?? [])
        case .text(let t): return [t.color]
        case .shadow, .image, .empty: return []
        }
    }

    /// Every solid fill's colour (rectangles, ellipses and filled paths), snapshot content included.
    public static func fills(_ node: SceneNode) -> [Color] {
        switch node {
        case .group(let g): return g.children.flatMap(fills)
        case .snapshot(let s): return fills(s.content())
        case .rect(_, .solid(let c), _), .ellipse(_, .solid(let c)): return [c]
        case .path(let p):
            if case .solid(let c)? = p.fill { return [c] }
            return []
        default: return []
        }
    }

    /// Every text's colour, snapshot content included.
    public static func textColors(_ node: SceneNode) -> [Color] { textNodes(node).map(\.color) }

    /// Every Double in the tree (geometry, paints, opacities, fonts), snapshot content included.
    public static func numbers(_ node: SceneNode) -> [Double] {
        switch node {
        case .group(let g):
            let t = g.transform
            return [t.a, t.b, t.c, t.d, t.tx, t.ty, g.opacity] + (g.clip.map(rect) ?? []) + g.children.flatMap(numbers)
        case .rect(let r, let p, let c): return rect(r) + paint(p) + [c]
        case .strokeRect(let r, let col, let w, let c): return rect(r) + color(col) + [w, c]
        case .ellipse(let r, let p): return rect(r) + paint(p)
        case .shadow(let r, let s, let c): return rect(r) + [s.radius, s.opacity, s.offset.x, s.offset.y, c] + color(s.color)
        case .path(let p):
            let e = p.elements.flatMap { el -> [Double] in
                switch el {
                case .move(let a), .line(let a): return [a.x, a.y]
                case .curve(let a, let b, let c): return [a.x, a.y, b.x, b.y, c.x, c.y]
                case .arc(let c, let r, let s, let e): return [c.x, c.y, r, s, e]
                case .close: return []
                }
            }
            return e + (p.fill.map(paint) ?? []) + (p.stroke.map(color) ?? []) + [p.lineWidth]
        case .text(let t): return rect(t.frame) + [t.font.size] + color(t.color)
        case .image(let i): return rect(i.frame) + [i.cornerRadius]
        case .snapshot(let s):
            return [s.size.width, s.size.height, s.opacity, s.cornerRadius] + rect(s.frame) + numbers(s.content())
        case .empty: return []
        }
    }

    /// A node the scene draws (not a group), with where and how strongly: the groups' and
    /// snapshots' transforms down to it (applied to its own coordinates) and their opacities
    /// multiplied.
    public struct Drawn {
        /// The node as the scene holds it, in its own coordinates.
        public let node: SceneNode
        /// From the node's coordinates to the root's.
        public let transform: AffineTransform
        /// The opacities of the groups and snapshots above it, multiplied.
        public let opacity: Double
        /// The node's own opacity (a snapshot's, a colour's alpha) aside.
        public var isVisible: Bool { opacity > 0 }
    }

    /// Every node drawn, in drawing order, snapshot content included (drawn into the snapshot's
    /// frame): what a test of what shows at once (two screens' texts in a cross-fade) reads.
    public static func drawn(_ node: SceneNode, transform: AffineTransform = .identity, opacity: Double = 1) -> [Drawn] {
        switch node {
        case .group(let g):
            let t = g.transform.then(transform)
            return g.children.flatMap { drawn($0, transform: t, opacity: opacity * g.opacity) }
        case .snapshot(let s):
            let fit = AffineTransform.scale(s.frame.width / max(1e-9, s.size.width), s.frame.height / max(1e-9, s.size.height))
                .then(.translation(s.frame.x, s.frame.y)).then(transform)
            return [Drawn(node: node, transform: transform, opacity: opacity)]
                + drawn(s.content(), transform: fit, opacity: opacity * s.opacity)
        case .empty: return []
        default: return [Drawn(node: node, transform: transform, opacity: opacity)]
        }
    }

    /// Every text drawn with an opacity above `threshold` (after its groups'), with its frame's
    /// top left corner on screen.
    public static func visibleTexts(_ node: SceneNode, above threshold: Double = 0) -> [(text: String, origin: Point, opacity: Double)] {
        drawn(node).compactMap { d in
            guard case .text(let t) = d.node else { return nil }
            let o = d.opacity * t.color.alpha
            return o > threshold ? (t.text, d.transform.apply(t.frame.origin), o) : nil
        }
    }

    private static func paintColors(_ p: Paint) -> [Color] {
        switch p {
        case .solid(let c): return [c]
        case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops): return stops.map(\.color)
        }
    }

    private static func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }
    private static func color(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
    private static func paint(_ p: Paint) -> [Double] {
        switch p {
        case .solid(let c): return color(c)
        case .linearGradient(let s, let e, let stops): return [s.x, s.y, e.x, e.y] + stops.flatMap { [$0.offset] + color($0.color) }
        case .radialGradient(let c, let r, let stops): return [c.x, c.y, r] + stops.flatMap { [$0.offset] + color($0.color) }
        }
    }
}
