/// An axis-aligned rectangle in window pixels.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public init(size: Size) { origin = .zero; self.size = size }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(midX, midY) }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public func intersects(_ r: Rect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Shrunk by `d` on every side (grown for negative `d`); never below zero size.
    public func insetBy(_ d: Double) -> Rect { insetBy(dx: d, dy: d) }
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

    public var description: String { "[\(x), \(y), \(width)x\(height)]" }
}
