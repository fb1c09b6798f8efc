/// What moved a pan: the content follows it the same way, but thresholds and scaling differ.
public enum PanSource: String, Equatable, Sendable {
    /// A mouse drag (or a one-finger touch emulated as a mouse by the server).
    case pointer
    /// One finger on a touchscreen (touch slop, no hover).
    case touch
    /// Two fingers scrolling on a touchpad: `translation` is the fingers' travel in pixels, which a
    /// swipe normalises so a touchpad-wide swipe moves one page (`Constants.touchpadSwipeWidthPx`).
    case touchpad
}
