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

    public var time: Double {
        switch self {
        case .pointerDown(let p), .pointerMove(let p), .pointerUp(let p): return p.time
        case .pointerLeave(let t): return t
        case .scroll(let s): return s.time
        case .key(let k): return k.time
        }
    }
}
