import Foundation
import FlickCore

/// One shape of an icon on its design grid: a stroke `Icon.strokeUnits` wide with round joins and
/// caps, a fill, or a fill with that stroke around it (a shape with rounded corners).
struct IconShape: Equatable, Sendable {
    /// One step of the shape's outline, in grid units.
    enum Element: Equatable, Sendable {
        case move(IconPoint)
        case line(IconPoint)
        case close
        /// A whole circle, clockwise (counter-clockwise: a hole in the fill around it).
        case circle(IconPoint, radius: Double, clockwise: Bool)
        /// A clockwise arc from angle `start` to `end` (radians, screen space).
        case arc(IconPoint, radius: Double, start: Double, end: Double)
    }

    /// How the outline is drawn.
    enum Kind: Equatable, Sendable { case stroke, fill, filledAndStroked }

    var elements: [Element]
    var kind: Kind
    /// Whether points move onto whole pixels (false for outlines of many slanted edges).
    var snaps = true

    static func stroke(_ elements: [Element]) -> IconShape { IconShape(elements: elements, kind: .stroke) }
    static func fill(_ elements: [Element]) -> IconShape { IconShape(elements: elements, kind: .fill) }
    /// A fill with a stroke around it: the shape grows by half a stroke and its corners round.
    static func filled(_ elements: [Element]) -> IconShape { IconShape(elements: elements, kind: .filledAndStroked) }

    /// The shape as a path in `color` on `grid`.
    func path(on grid: IconGrid, color: Color) -> PathNode {
        let snap: IconGrid.Snap = !snaps ? .none : kind == .fill ? .edge : .stroke
        var out: [PathNode.Element] = []
        for e in elements {
            switch e {
            case .move(let p): out.append(.move(grid.point(p, snap: snap)))
            case .line(let p): out.append(.line(grid.point(p, snap: snap)))
            case .close: out.append(.close)
            case let .circle(c, r, clockwise):
                out += IconShape.circle(at: grid.point(c, snap: .none), radius: r * grid.unitPx, clockwise: clockwise)
            case let .arc(c, r, start, end):
                // A snapped centre and a whole radius keep the straight edges between arcs on the grid.
                let radius = snap == .none ? r * grid.unitPx : max(1, (r * grid.unitPx).rounded())
                out.append(.arc(center: grid.point(c, snap: snap), radius: radius, start: start, end: end))
            }
        }
        switch kind {
        case .stroke: return PathNode(out, stroke: color, lineWidth: grid.strokePx, isRounded: true)
        case .fill: return PathNode(out, fill: .solid(color))
        case .filledAndStroked: return PathNode(out, fill: .solid(color), stroke: color, lineWidth: grid.strokePx, isRounded: true)
        }
    }

    /// A circle as four Bézier curves, from its rightmost point.
    static func circle(at c: Point, radius r: Double, clockwise: Bool) -> [PathNode.Element] {
        let k = r * 0.552_284_75
        let dy: Double = clockwise ? 1 : -1
        return [.move(Point(c.x + r, c.y)),
                .curve(Point(c.x + r, c.y + k * dy), Point(c.x + k, c.y + r * dy), Point(c.x, c.y + r * dy)),
                .curve(Point(c.x - k, c.y + r * dy), Point(c.x - r, c.y + k * dy), Point(c.x - r, c.y)),
                .curve(Point(c.x - r, c.y - k * dy), Point(c.x - k, c.y - r * dy), Point(c.x, c.y - r * dy)),
                .curve(Point(c.x + k, c.y - r * dy), Point(c.x + r, c.y - k * dy), Point(c.x + r, c.y)),
                .close]
    }

    // MARK: Outlines used by several icons

    /// A rectangle from (x0, y0) to (x1, y1), units.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Element] {
        [.move(IconPoint(x0, y0)), .line(IconPoint(x1, y0)), .line(IconPoint(x1, y1)), .line(IconPoint(x0, y1)), .close]
    }

    /// A rectangle from (x0, y0) to (x1, y1) with corners rounded by `radius`, units: four arcs
    /// joined by straight edges (first in its shape: an arc after another piece would join it).
    static func roundedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius r: Double) -> [Element] {
        let h = Double.pi / 2
        return [.arc(IconPoint(x1 - r, y0 + r), radius: r, start: -h, end: 0),
                .arc(IconPoint(x1 - r, y1 - r), radius: r, start: 0, end: h),
                .arc(IconPoint(x0 + r, y1 - r), radius: r, start: h, end: 2 * h),
                .arc(IconPoint(x0 + r, y0 + r), radius: r, start: 2 * h, end: 3 * h),
                .close]
    }

    /// A filled circle.
    static func circle(_ c: IconPoint, radius: Double) -> [Element] {
        [.circle(c, radius: radius, clockwise: true)]
    }

    /// An arrow pointing up, turned clockwise `turns` quarter turns.
    static func arrow(turns: Int) -> IconShape {
        .stroke([.move(IconPoint(8, 14).turned(turns)), .line(IconPoint(8, 2.5).turned(turns)),
                 .move(IconPoint(3, 7.5).turned(turns)), .line(IconPoint(8, 2.5).turned(turns)),
                 .line(IconPoint(13, 7.5).turned(turns))])
    }

    /// A five-pointed star, one point up, centred in the grid.
    static var star: [Element] {
        let outer = 6.5, inner = 3.2
        // The points' bounding box is centred: the top point reaches `outer`, the lower ones outer·cos 36°.
        let cy = 8 + (outer - outer * cos(Double.pi / 5)) / 2
        var e: [Element] = []
        for i in 0..<10 {
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i % 2 == 0 ? outer : inner
            let p = IconPoint(8 + r * cos(a), cy + r * sin(a))
            e.append(i == 0 ? .move(p) : .line(p))
        }
        return e + [.close]
    }

    /// A map pin: a circle around (8, 6.5) narrowing to a point at the bottom (not snapped).
    static var pin: [Element] {
        let c = IconPoint(8, 6.5), r = 4.5, tip = IconPoint(8, 14.5)
        // The tangents from the tip touch the circle `spread` either side of straight down.
        let spread = acos(r / (tip.y - c.y))
        let down = Double.pi / 2
        let start = down + spread, end = down - spread + 2 * Double.pi
        return [.move(tip), .line(IconPoint(c.x + r * cos(start), c.y + r * sin(start))),
                .arc(c, radius: r, start: start, end: end), .close]
    }

    /// A gear of eight teeth with a hole in the middle (a fill, not snapped).
    static var gear: IconShape {
        let teeth = 8, root = 5.2, tip = 7.5, rootHalf = 13.0, tipHalf = 8.0
        var e: [Element] = []
        for i in 0..<teeth {
            let a = (Double(i) * 360 / Double(teeth) - 90) * Double.pi / 180
            let deg = Double.pi / 180
            let points = [(root, a - rootHalf * deg), (tip, a - tipHalf * deg), (tip, a + tipHalf * deg), (root, a + rootHalf * deg)]
            for (j, (r, angle)) in points.enumerated() {
                let p = IconPoint(8 + r * cos(angle), 8 + r * sin(angle))
                e.append(i == 0 && j == 0 ? .move(p) : .line(p))
            }
        }
        e.append(.close)
        e.append(.circle(IconPoint(8, 8), radius: 2.4, clockwise: false))
        return IconShape(elements: e, kind: .fill, snaps: false)
    }
}
