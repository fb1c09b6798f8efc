import FlickCore

/// Every colour a scene paints with (fills, strokes, text, paths, gradient stops), snapshots'
/// content included: what an appearance test compares with a palette.
enum SceneColors {
    /// The colours of `node`, in drawing order.
    static func of(_ node: SceneNode) -> [Color] {
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

    /// The colours of `nodes`.
    static func of(_ nodes: [SceneNode]) -> [Color] { nodes.flatMap(of) }

    /// The snapshots of `node` (not inside other snapshots): their keys' parts and versions.
    static func snapshots(_ node: SceneNode) -> [SnapshotNode] {
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
