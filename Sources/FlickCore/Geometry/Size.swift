/// A width and height in window pixels.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public static let zero = Size(0, 0)

    /// True when taller than wide.
    public var isPortrait: Bool { height > width }

    public var description: String { "\(Int(width))x\(Int(height))" }
}
