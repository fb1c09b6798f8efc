/// A vector path, filled and/or stroked.
public struct PathNode: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        /// A circular arc around a centre, angles in radians, clockwise in screen space.
        case arc(center: Point, radius: Double, start: Double, end: Double)
        case close
    }

    public var elements: [Element]
    public var fill: Paint?
    public var stroke: Color?
    public var lineWidth: Double

    public init(_ elements: [Element], fill: Paint? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.elements = elements; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
}
