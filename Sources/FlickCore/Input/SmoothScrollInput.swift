/// Precise scrolling in pixels (XInput 2.1 scroll valuators, or a scenario's `swipe` command).
///
/// X sends no event when the fingers lift from a touchpad; the recognizer ends a touchpad
/// scroll after a short gap without events.
public struct SmoothScrollInput: Equatable, Sendable {
    /// The pointer's location, in window pixels.
    public var location: Point
    /// Scroll distance since the previous event, in pixels: dy > 0 scrolls down (the content
    /// moves up, as when a finger drags up), dx > 0 scrolls right (the content moves left).
    public var delta: Point
    /// A notched wheel or a continuous touchpad.
    public var device: ScrollDevice
    /// Keyboard modifiers held.
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    /// A smooth scroll event.
    public init(location: Point, delta: Point, device: ScrollDevice, modifiers: Modifiers = [], time: Double) {
        self.location = location; self.delta = delta; self.device = device; self.modifiers = modifiers; self.time = time
    }
}
