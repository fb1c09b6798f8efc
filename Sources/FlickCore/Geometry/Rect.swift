/// An axis-aligned rectangle in window pixels.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// The rectangle whose top left corner is (`x`, `y`), `width` across and `height` down.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The rectangle of `size` at the origin.
    public init(size: Size) { origin = .zero; self.size = size }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var x: Double { origin.x }
    /// The top edge.
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The middle across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle down.
    public var midY: Double { origin.y + size.height / 2 }
    /// The middle point.
    public var center: Point { Point(midX, midY) }

    /// True when `p` is inside (the left and top edges included, the right and bottom ones not).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when the two rectangles overlap.
    public func intersects(_ r: Rect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Shrunk by `d` on every side (grown for negative `d`); never below zero size.
    public func insetBy(_ d: Double) -> Rect { insetBy(dx: d, dy: d) }
    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// A rectangle of `size` centered on this one's center.
    public func centered(_ size: Size) -> Rect {
        Rect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Scaled about its own center.
    public func scaled(by k: Double) -> Rect { centered(Size(width * k, height * k)) }

    /// Whole-pixel edges (rounded), for crisp drawing at scale 1.
    public var integral: Rect {
        let x0 = x.rounded(), y0 = y.rounded()
        return Rect(x: x0, y: y0, width: (maxX).rounded() - x0, height: (maxY).rounded() - y0)
    }

    /// "[x, y, WxH]".
    public var description: String { "[\(x), \(y), \(width)x\(height)]" }
}
