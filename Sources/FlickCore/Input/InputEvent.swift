/// Device input in Flick's own terms. FlickX11 converts X events into these (in one file);
/// the scenario runner synthesizes them. Gesture recognizers consume them.
public enum InputEvent: Equatable, Sendable {
    /// A button went down.
    case pointerDown(PointerInput)
    /// The pointer moved.
    case pointerMove(PointerInput)
    /// A button went up.
    case pointerUp(PointerInput)
    /// The pointer left the window.
    case pointerLeave(time: Double)
    /// A wheel or touchpad scroll.
    case scroll(ScrollInput)
    /// A key went down.
    case key(KeyInput)
    /// A touchscreen finger (XInput 2.2).
    case touch(TouchInput)
    /// Precise scrolling in pixels from a wheel or touchpad (XInput 2.1 scroll valuators).
    case smoothScroll(SmoothScrollInput)
    /// A touchpad pinch (XInput 2.4).
    case touchpadPinch(TouchpadPinchInput)
    /// A touchpad swipe of three or more fingers (XInput 2.4).
    case touchpadSwipe(TouchpadSwipeInput)

    /// When the event happened, seconds on the app clock.
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
