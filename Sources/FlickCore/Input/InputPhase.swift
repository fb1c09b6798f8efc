/// Where a continuous device gesture (a touch, a touchpad pinch or swipe) is in its life.
public enum InputPhase: String, Equatable, Sendable {
    /// The finger (or fingers) went down, or the gesture started.
    case began
    /// The finger moved, or the gesture changed.
    case changed
    /// The finger lifted, or the gesture ended normally.
    case ended
    /// The system took the gesture away (another client grabbed it, a device vanished).
    case cancelled
}
