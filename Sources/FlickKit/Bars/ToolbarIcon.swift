import FlickCore

/// A small glyph drawn with paths on a `ToolbarButton`.
public enum ToolbarIcon: Sendable {
    /// No glyph.
    case none
    /// Bar and left-pointing triangle: jump to the first item.
    case first
    /// Left-pointing triangle.
    case previous
    /// Right-pointing triangle.
    case next
    /// Right-pointing triangle and bar: jump to the last item.
    case last

    /// Filled path elements for the glyph inside `box` (drawn square, centred).
    public func elements(in box: Rect) -> [PathNode.Element] {
        let s = min(box.width, box.height)
        guard s > 0 else { return [] }
        let b = box.centered(Size(s, s))
        let bar = s * 0.18
        func triangle(pointingLeft: Bool, from x0: Double, to x1: Double) -> [PathNode.Element] {
            let tip = pointingLeft ? x0 : x1, back = pointingLeft ? x1 : x0
            return [.move(Point(back, b.minY)), .line(Point(tip, b.midY)), .line(Point(back, b.maxY)), .close]
        }
        func barAt(_ x: Double) -> [PathNode.Element] {
            [.move(Point(x, b.minY)), .line(Point(x + bar, b.minY)), .line(Point(x + bar, b.maxY)),
             .line(Point(x, b.maxY)), .close]
        }
        switch self {
        case .none: return []
        case .previous: return triangle(pointingLeft: true, from: b.minX + s * 0.15, to: b.maxX - s * 0.15)
        case .next: return triangle(pointingLeft: false, from: b.minX + s * 0.15, to: b.maxX - s * 0.15)
        case .first: return barAt(b.minX + s * 0.05) + triangle(pointingLeft: true, from: b.minX + s * 0.3, to: b.maxX - s * 0.05)
        case .last: return triangle(pointingLeft: false, from: b.minX + s * 0.05, to: b.maxX - s * 0.3) + barAt(b.maxX - s * 0.05 - bar)
        }
    }
}
