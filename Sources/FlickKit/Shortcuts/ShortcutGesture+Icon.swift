import Foundation
import FlickCore

extension ShortcutGesture {
    /// The gesture's icon drawn in `box` with `color`: fingertips as dots, their paths as
    /// arrows, rings for presses.
    public func icon(in box: Rect, color: Color) -> [SceneNode] {
        let c = Point(box.midX, box.midY)
        let u = min(box.width, box.height) / 2
        let line = max(1, u * 0.16)
        let dotR = u * 0.26
        func dot(_ p: Point, _ r: Double = dotR) -> SceneNode { .ellipse(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r), .solid(color)) }
        func ring(_ p: Point, _ r: Double, alpha: Double = 1) -> SceneNode {
            .path(PathNode([.arc(center: p, radius: r, start: 0, end: 2 * .pi), .close], stroke: color.withAlpha(color.alpha * alpha), lineWidth: line))
        }
        /// A stroke from `a` to `b` with an arrowhead at `b`.
        func arrow(_ a: Point, _ b: Point, heads: Int = 1) -> SceneNode {
            var e: [PathNode.Element] = [.move(a), .line(b)]
            let len = max(1e-6, hypot(b.x - a.x, b.y - a.y))
            let d = Point((b.x - a.x) / len, (b.y - a.y) / len)
            let h = u * 0.32
            func head(_ tip: Point, _ dir: Point) -> [PathNode.Element] {
                let back = Point(tip.x - dir.x * h, tip.y - dir.y * h)
                let n = Point(-dir.y * h * 0.7, dir.x * h * 0.7)
                return [.move(Point(back.x + n.x, back.y + n.y)), .line(tip), .line(Point(back.x - n.x, back.y - n.y))]
            }
            e += head(b, d)
            if heads == 2 { e += head(a, Point(-d.x, -d.y)) }
            return .path(PathNode(e, stroke: color, lineWidth: line))
        }
        switch self {
        case .tap:
            return [dot(c), ring(c, u * 0.62, alpha: 0.6)]
        case .doubleTap:
            return [dot(c), ring(c, u * 0.55, alpha: 0.7), ring(c, u * 0.85, alpha: 0.4)]
        case .longPress:
            return [dot(c, dotR * 1.3), ring(c, u * 0.62, alpha: 0.8),
                    .path(PathNode([.arc(center: c, radius: u * 0.85, start: -.pi / 2, end: .pi)], stroke: color, lineWidth: line))]
        case .dragHorizontal:
            return [dot(c), arrow(Point(c.x - u * 1.1, c.y), Point(c.x + u * 1.1, c.y), heads: 2)]
        case .dragVertical:
            return [dot(c), arrow(Point(c.x, c.y - u * 0.95), Point(c.x, c.y + u * 0.95), heads: 2)]
        case .dragUp:
            let start = Point(c.x, c.y + u * 0.6)
            return [dot(start), arrow(start, Point(c.x, c.y - u * 0.95))]
        case .dragAny:
            let r = u * 0.95
            return [dot(c), arrow(Point(c.x - r, c.y), Point(c.x + r, c.y), heads: 2),
                    arrow(Point(c.x, c.y - r), Point(c.x, c.y + r), heads: 2)]
        case .pinch:
            let a = Point(c.x - u * 0.95, c.y + u * 0.75), b = Point(c.x + u * 0.95, c.y - u * 0.75)
            let a2 = Point(c.x - u * 0.25, c.y + u * 0.2), b2 = Point(c.x + u * 0.25, c.y - u * 0.2)
            return [dot(a), dot(b), arrow(a, a2), arrow(b, b2)]
        case .twoFingerSwipe:
            let top = c.y - u * 0.42, bottom = c.y + u * 0.42
            return [dot(Point(c.x - u * 0.2, top)), dot(Point(c.x - u * 0.2, bottom)),
                    arrow(Point(c.x - u * 1.1, top), Point(c.x + u * 1.1, top), heads: 2),
                    arrow(Point(c.x - u * 1.1, bottom), Point(c.x + u * 1.1, bottom), heads: 2)]
        case .edgeSwipe:
            let edge = Rect(x: box.minX, y: box.minY, width: line * 1.6, height: box.height)
            let start = Point(box.minX + u * 0.45, c.y)
            return [.fill(edge, color.withAlpha(color.alpha * 0.7), cornerRadius: line), dot(start),
                    arrow(start, Point(box.maxX - line, c.y))]
        }
    }
}
