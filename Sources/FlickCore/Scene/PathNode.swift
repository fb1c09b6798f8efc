/// A vector path, filled and/or stroked.
public struct PathNode: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new piece at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A cubic Bézier curve through two control points to a point.
        case curve(Point, Point, Point)
        /// A circular arc around a centre, angles in radians, clockwise in screen space.
        case arc(center: Point, radius: Double, start: Double, end: Double)
        /// A line back to the piece's start.
        case close
    }

    /// The steps, in order.
    public var elements: [Element]
    /// How the inside is filled (nil: not filled).
    public var fill: Paint?
    /// The outline's colour (nil: no outline).
    public var stroke: Color?
    /// The outline's width, px.
    public var lineWidth: Double
    /// Round joins and round caps on the outline (an icon's strokes); false: mitred joins and
    /// flat caps.
    public var isRounded: Bool

    /// A path of `elements`, filled with `fill` and outlined in `stroke` `lineWidth` px wide,
    /// with round joins and caps when `isRounded`.
    public init(_ elements: [Element], fill: Paint? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                isRounded: Bool = false) {
        self.elements = elements; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
        self.isRounded = isRounded
    }
}
