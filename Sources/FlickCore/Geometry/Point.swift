/// A location or a displacement in window pixels (x right, y down).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

    /// Euclidean length when the point is read as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    public func distance(to other: Point) -> Double { (self - other).length }

    public var description: String { "(\(x), \(y))" }
}
