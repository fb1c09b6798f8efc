/// A gesture a shortcuts overlay draws as a small icon (paths, no images).
public enum ShortcutGesture: String, CaseIterable, Equatable, Sendable {
    /// A click or a tap.
    case tap
    /// Two clicks in quick succession.
    case doubleTap
    /// A press held still.
    case longPress
    /// A drag left or right.
    case dragHorizontal
    /// A drag up or down.
    case dragVertical
    /// A drag upwards.
    case dragUp
    /// A drag in any direction.
    case dragAny
    /// Two fingers moving together or apart (or ctrl+wheel).
    case pinch
    /// Two fingers sliding sideways on a touchpad (or a wheel).
    case twoFingerSwipe
    /// A drag starting at the window's edge.
    case edgeSwipe
}
