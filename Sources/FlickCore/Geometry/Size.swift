/// A width and height in window pixels.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Across, px.
    public var width: Double
    /// Down, px.
    public var height: Double

    /// The size `width` by `height`.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// The size `width` by `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// No size.
    public static let zero = Size(0, 0)

    /// True when taller than wide.
    public var isPortrait: Bool { height > width }

    /// "WxH" in whole pixels.
    public var description: String { "\(Int(width))x\(Int(height))" }
}
