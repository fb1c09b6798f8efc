/// A location or a displacement in window pixels (x right, y down).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Across, px (right is positive).
    public var x: Double
    /// Down, px (down is positive).
    public var y: Double

    /// The point (`x`, `y`).
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The point (`x`, `y`).
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin.
    public static let zero = Point(0, 0)

    /// The sum, coordinate by coordinate.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The difference, coordinate by coordinate.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Both coordinates times `k`.
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

    /// Euclidean length when the point is read as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The straight-line distance to `other`, px.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}
