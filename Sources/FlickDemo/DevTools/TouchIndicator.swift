import FlickCore

/// The "show touches" circle drawn under the pointer while a button is held.
enum TouchIndicator {
    static let radiusPx: Double = 22
    static let fill = Color(hex: 0xFFFFFF, alpha: 0.28)
    static let ring = Color(hex: 0xFFFFFF, alpha: 0.75)

    static func scene(at p: Point) -> SceneNode {
        let r = Rect(x: p.x - radiusPx, y: p.y - radiusPx, width: 2 * radiusPx, height: 2 * radiusPx)
        return .stack([.ellipse(r, .solid(fill)),
                       .path(PathNode([.arc(center: p, radius: radiusPx - 1, start: 0, end: 2 * .pi)], stroke: ring, lineWidth: 2))])
    }
}
