import FlickCore

/// The colours a scene paints, snapshot content included: what the appearance tests compare with
/// a palette's roles.
enum SceneColors {
    /// Every solid fill's colour (rectangles, ellipses and filled paths).
    static func fills(_ node: SceneNode) -> [Color] {
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
    static func texts(_ node: SceneNode) -> [Color] {
        switch node {
        case .group(let g): return g.children.flatMap(texts)
        case .snapshot(let s): return texts(s.content())
        case .text(let t): return [t.color]
        default: return []
        }
    }

    /// Both, fills first.
    static func all(_ node: SceneNode) -> [Color] { fills(node) + texts(node) }
}
