/// What kind of device scrolled.
public enum ScrollDevice: String, Equatable, Sendable {
    /// A wheel with notches: each notch turns one step (one page, one line).
    case wheel
    /// A touchpad or other continuous device: the content follows the fingers.
    case touchpad
}
