import FlickCore

/// The colours a scene paints with, snapshots' content included: what the appearance tests of
/// FlickKit and of the demos compare with a palette's roles.
public enum SceneColors {
    /// Every colour, in drawing order: fills, strokes, text, paths, gradient stops.
    public static func of(_ node: SceneNode) -> [Color] {
        switch node {
        case .group(let g): return g.children.flatMap(of)
        case .rect(_, let paint, _), .ellipse(_, let paint): return colors(of: paint)
        case .strokeRect(_, let c, _, _): return [c]
        case .shadow: return []
        case .path(let p): return (p.fill.map(colors(of:)) ?? []) + (p.stroke.map { [$0] } ?? [])
        case .text(let t): return [t.color]
        case .image, .empty: return []
        case .snapshot(let s): return of(s.content())
        }
    }

    /// Every colour of `nodes`, in drawing order.
    public static func of(_ nodes: [SceneNode]) -> [Color] { nodes.flatMap(of) }

    /// Every solid fill's colour (rectangles, ellipses and filled paths).
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

    /// Every text's colour.
    public static func texts(_ node: SceneNode) -> [Color] {
        switch node {
        case .group(let g): return g.children.flatMap(texts)
        case .snapshot(let s): return texts(s.content())
        case .text(let t): return [t.color]
        default: return []
        }
    }

    /// Fills and texts, fills first.
    public static func all(_ node: SceneNode) -> [Color] { fills(node) + texts(node) }

    /// The snapshots of `node` (not those inside other snapshots).
    public static func snapshots(_ node: SceneNode) -> [SnapshotNode] {
        switch node {
        case .group(let g): return g.children.flatMap(snapshots)
        case .snapshot(let s): return [s]
        default: return []
        }
    }

    private static func colors(of paint: Paint) -> [Color] {
        switch paint {
        case .solid(let c): return [c]
        case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops): return stops.map(\.color)
        }
    }
}
