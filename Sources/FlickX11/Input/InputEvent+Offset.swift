import FlickCore

extension InputEvent {
    /// The event with its location moved by `d` (keys and leaving have none): window pixels to the
    /// content's, inside a frame's shadow.
    func offsetBy(_ d: Point) -> InputEvent {
        func move(_ p: Point) -> Point { Point(p.x + d.x, p.y + d.y) }
        switch self {
        case .pointerDown(var p): p.location = move(p.location); return .pointerDown(p)
        case .pointerMove(var p): p.location = move(p.location); return .pointerMove(p)
        case .pointerUp(var p): p.location = move(p.location); return .pointerUp(p)
        case .scroll(var s): s.location = move(s.location); return .scroll(s)
        case .touch(var t): t.location = move(t.location); return .touch(t)
        case .smoothScroll(var s): s.location = move(s.location); return .smoothScroll(s)
        case .touchpadPinch(var p): p.center = move(p.center); return .touchpadPinch(p)
        case .touchpadSwipe(var w): w.location = move(w.location); return .touchpadSwipe(w)
        case .pointerLeave, .key: return self
        }
    }
}
