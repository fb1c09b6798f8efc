/// Device input in Flick's own terms. FlickX11 converts X events into these (in one file);
/// the scenario runner synthesizes them. Gesture recognizers consume them.
public enum InputEvent: Equatable, Sendable {
    case pointerDown(PointerInput)
    case pointerMove(PointerInput)
    case pointerUp(PointerInput)
    /// The pointer left the window.
    case pointerLeave(time: Double)
    case scroll(ScrollInput)
    case key(KeyInput)
    /// A touchscreen finger (XInput 2.2).
    case touch(TouchInput)
    /// Precise scrolling in pixels from a wheel or touchpad (XInput 2.1 scroll valuators).
    case smoothScroll(SmoothScrollInput)
    /// A touchpad pinch (XInput 2.4).
    case touchpadPinch(TouchpadPinchInput)
    /// A touchpad swipe of three or more fingers (XInput 2.4).
    case touchpadSwipe(TouchpadSwipeInput)

    public var time: Double {
        switch self {
        case .pointerDown(let p), .pointerMove(let p), .pointerUp(let p): return p.time
        case .pointerLeave(let t): return t
        case .scroll(let s): return s.time
        case .key(let k): return k.time
        case .touch(let t): return t.time
        case .smoothScroll(let s): return s.time
        case .touchpadPinch(let p): return p.time
        case .touchpadSwipe(let w): return w.time
        }
    }
}
