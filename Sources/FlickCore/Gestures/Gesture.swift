/// What the gesture recognizers make of input; components handle these.
///
/// A press always comes first (`press`), so a component can catch a moving animation
/// where it is; it ends with `release` (no pan) or `panEnd`. A tap follows its `release`.
/// A press, pan or continuous pinch that something else takes over ends with `cancel` instead:
/// every gesture sequence that starts ends or is cancelled.
public enum Gesture: Equatable, Sendable {
    /// A button went down.
    case press(Point, button: Int, modifiers: Modifiers)
    /// A button went up without a pan having started.
    case release(Point, button: Int)
    /// A click (count 1) or a multi-click (count 2 = double tap) with no movement past the slop.
    case tap(Point, count: Int, button: Int, modifiers: Modifiers)
    /// The button stayed down without moving for the long-press time.
    case longPress(Point)
    /// A drag went past the slop: a pan begins.
    case panBegin(PanInfo)
    /// The pan's pointer moved.
    case panUpdate(PanInfo)
    /// Release after a pan; `velocity` is the release velocity (a fling if fast).
    case panEnd(PanInfo)
    /// Pointer motion with no button held.
    case hover(Point)
    /// The pointer left the window.
    case leave
    /// Wheel/touchpad scroll in notches (dy > 0 down, dx > 0 right); never with ctrl (that is a pinch).
    case scroll(Point, delta: Point, modifiers: Modifiers)
    /// A pinch step at a location: `scale` > 1 spreads (zoom in), < 1 pinches (zoom out).
    case pinch(Point, scale: Double)
    /// A continuous pinch began (two fingers on a screen, or a touchpad pinch).
    case pinchBegin(PinchInfo)
    /// The fingers moved: `scale` and `center` follow them.
    case pinchUpdate(PinchInfo)
    /// The fingers lifted; `velocity` is the scale's rate of change at release.
    case pinchEnd(PinchInfo)
    /// A key went down, with the modifiers held.
    case key(KeyCombo)
    /// The press, pan or continuous pinch this component holds was taken by something else (a
    /// parent's swipe, an overlay, a tab switch): end it where it is, at rest, without a click,
    /// and pass it on to whatever child holds part of it. Nothing held: nothing to do.
    case cancel

    /// The pointer location of a positional gesture.
    public var location: Point? {
        switch self {
        case .press(let p, _, _), .release(let p, _), .tap(let p, _, _, _), .longPress(let p),
             .hover(let p), .scroll(let p, _, _), .pinch(let p, _):
            return p
        case .panBegin(let i), .panUpdate(let i), .panEnd(let i): return i.location
        case .pinchBegin(let i), .pinchUpdate(let i), .pinchEnd(let i): return i.center
        case .leave, .key, .cancel: return nil
        }
    }

    /// The same gesture in coordinates shifted by (-dx, -dy), for a child at (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Gesture {
        func m(_ p: Point) -> Point { Point(p.x - dx, p.y - dy) }
        switch self {
        case .press(let p, let b, let mo): return .press(m(p), button: b, modifiers: mo)
        case .release(let p, let b): return .release(m(p), button: b)
        case .tap(let p, let c, let b, let mo): return .tap(m(p), count: c, button: b, modifiers: mo)
        case .longPress(let p): return .longPress(m(p))
        case .panBegin(let i): return .panBegin(i.offsetBy(dx, dy))
        case .panUpdate(let i): return .panUpdate(i.offsetBy(dx, dy))
        case .panEnd(let i): return .panEnd(i.offsetBy(dx, dy))
        case .hover(let p): return .hover(m(p))
        case .scroll(let p, let d, let mo): return .scroll(m(p), delta: d, modifiers: mo)
        case .pinch(let p, let s): return .pinch(m(p), scale: s)
        case .pinchBegin(let i): return .pinchBegin(i.offsetBy(dx, dy))
        case .pinchUpdate(let i): return .pinchUpdate(i.offsetBy(dx, dy))
        case .pinchEnd(let i): return .pinchEnd(i.offsetBy(dx, dy))
        case .leave, .key, .cancel: return self
        }
    }
}
