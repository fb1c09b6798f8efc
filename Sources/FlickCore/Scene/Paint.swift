/// How a filled shape is coloured.
public enum Paint: Equatable, Sendable {
    /// One colour.
    case solid(Color)
    /// A linear gradient from `start` to `end` (in the node's coordinates); stops are (offset 0...1, colour).
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// A radial gradient around `center` from radius 0 to `radius`.
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

/// One colour stop of a gradient.
public struct GradientStop: Equatable, Sendable {
    /// Where along the gradient, 0...1.
    public var offset: Double
    /// The colour there.
    public var color: Color
    /// A stop of `color` at `offset`.
    public init(_ offset: Double, _ color: Color) { self.offset = offset; self.color = color }
}
