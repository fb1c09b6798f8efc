/// A width and height in window pixels.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public static let zero = Size(0, 0)

    /// True when taller than wide.
    public var isPortrait: Bool { height > width }

    /// Both sides clamped to at least `minimum` (keeps layouts free of zero or negative sizes).
    public func atLeast(_ minimum: Double) -> Size { Size(max(width, minimum), max(height, minimum)) }

    public var description: String { "\(Int(width))x\(Int(height))" }
}
