import FlickCore

extension InputEvent {
    /// The event in the coordinates of a layout shown `scale` times larger: positions divided
    /// by `scale` (and pixel distances: touchpad scroll and swipe deltas), everything else unchanged
    /// (a wheel's smooth scroll stands for notches, which do not scale).
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
        case .touch(var t):
            t.location = divided(t.location)
            return .touch(t)
        case .smoothScroll(var s):
            s.location = divided(s.location)
            if s.device == .touchpad { s.delta = divided(s.delta) }
            return .smoothScroll(s)
        case .touchpadPinch(var p):
            p.center = divided(p.center)
            return .touchpadPinch(p)
        case .touchpadSwipe(var w):
            w.location = divided(w.location)
            w.delta = divided(w.delta)
            return .touchpadSwipe(w)
        case .pointerLeave, .key:
            return self
        }
    }
}
