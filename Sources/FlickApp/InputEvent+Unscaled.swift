import FlickCore

extension InputEvent {
    /// The event in the coordinates of a layout shown `scale` times larger: positions divided
    /// by `scale`, everything else unchanged.
    func unscaled(by scale: Double) -> InputEvent {
        guard scale != 1 else { return self }
        func divided(_ p: Point) -> Point { Point(p.x / scale, p.y / scale) }
        switch self {
        case .pointerDown(var p):
            p.location = divided(p.location)
            return .pointerDown(p)
        case .pointerMove(var p):
            p.location = divided(p.location)
            return .pointerMove(p)
        case .pointerUp(var p):
            p.location = divided(p.location)
            return .pointerUp(p)
        case .scroll(var s):
            s.location = divided(s.location)
            return .scroll(s)
        case .pointerLeave, .key:
            return self
        }
    }
}
