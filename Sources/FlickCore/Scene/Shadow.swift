/// A soft drop shadow cast by a rectangle.
public struct Shadow: Equatable, Sendable {
    /// Blur radius in px.
    public var radius: Double
    /// Opacity of the darkest part, 0...1.
    public var opacity: Double
    /// The shadow's colour (black by default).
    public var color: Color
    /// Offset of the shadow from its caster, px.
    public var offset: Point

    /// A shadow blurred over `radius` px at `opacity`, of `color`, moved by `offset`.
    public init(radius: Double, opacity: Double, color: Color = .black, offset: Point = .zero) {
        self.radius = radius; self.opacity = opacity; self.color = color; self.offset = offset
    }
}
