import FlickCore

extension AppIcon {
    /// The icon as a scene filling a square of `side` pixels (on a transparent background).
    static func scene(side: Double) -> SceneNode {
        let k = side / canvas
        let nodes: [SceneNode] = shapes.map { shape in
            switch shape {
            case let .roundedRect(r, radius, paint): return .rect(r, paint, cornerRadius: radius)
            case let .ellipse(r, paint): return .ellipse(r, paint)
            }
        }
        return .group(GroupNode(nodes, transform: .scale(k, k)))
    }
}
