/// Input is made finite and bounded once, where it enters the recognizer: components downstream
/// never see NaN, infinities or coordinates far outside any window.
extension InputEvent {
    /// The event with coordinates within ±`Constants.maxInputCoordinatePx` (NaN becomes 0) and
    /// scroll deltas within ±`Constants.maxScrollNotchesPerEvent` (smooth ones within
    /// ±`Constants.maxSmoothScrollPxPerEvent`), pinch scales within `Constants.minPinchScale`...
    /// `Constants.maxPinchScale`; nil when its time is not finite.
    public var finite: InputEvent? {
        guard time.isFinite else { return nil }
        switch self {
        case .pointerDown(var p): p.location = p.location.boundedInput; return .pointerDown(p)
        case .pointerMove(var p): p.location = p.location.boundedInput; return .pointerMove(p)
        case .pointerUp(var p): p.location = p.location.boundedInput; return .pointerUp(p)
        case .scroll(var s):
            s.location = s.location.boundedInput
            let m = Constants.maxScrollNotchesPerEvent
            s.delta = Point(Point.bounded(s.delta.x, m), Point.bounded(s.delta.y, m))
            return .scroll(s)
        case .touch(var t): t.location = t.location.boundedInput; return .touch(t)
        case .smoothScroll(var s):
            s.location = s.location.boundedInput
            let m = Constants.maxSmoothScrollPxPerEvent
            s.delta = Point(Point.bounded(s.delta.x, m), Point.bounded(s.delta.y, m))
            return .smoothScroll(s)
        case .touchpadPinch(var p):
            p.center = p.center.boundedInput
            p.scale = p.scale.isFinite ? min(max(p.scale, Constants.minPinchScale), Constants.maxPinchScale) : 1
            return .touchpadPinch(p)
        case .touchpadSwipe(var w):
            w.location = w.location.boundedInput
            let m = Constants.maxSmoothScrollPxPerEvent
            w.delta = Point(Point.bounded(w.delta.x, m), Point.bounded(w.delta.y, m))
            return .touchpadSwipe(w)
        case .pointerLeave, .key: return self
        }
    }
}

extension Point {
    /// Within ±`Constants.maxInputCoordinatePx` on both axes, NaN as 0.
    public var boundedInput: Point {
        Point(Point.bounded(x, Constants.maxInputCoordinatePx), Point.bounded(y, Constants.maxInputCoordinatePx))
    }

    static func bounded(_ v: Double, _ limit: Double) -> Double {
        v.isNaN ? 0 : min(max(v, -limit), limit)
    }
}
