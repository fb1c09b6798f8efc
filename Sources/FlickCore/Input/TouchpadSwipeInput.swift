/// A multi-finger touchpad swipe (XInput 2.4 gesture swipe events; three or more fingers,
/// since two-finger motion arrives as smooth scrolling).
public struct TouchpadSwipeInput: Equatable, Sendable {
    /// `began`, then `changed` while the fingers move, then `ended` (or `cancelled`).
    public var phase: InputPhase
    /// The pointer's location, in window pixels.
    public var location: Point
    /// The fingers' motion since the previous event, in pixels (dx > 0: the fingers moved right).
    public var delta: Point
    /// How many fingers are on the touchpad.
    public var fingers: Int
    /// Keyboard modifiers held.
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    /// A touchpad swipe event.
    public init(phase: InputPhase, location: Point, delta: Point, fingers: Int, modifiers: Modifiers = [], time: Double) {
        self.phase = phase; self.location = location; self.delta = delta; self.fingers = fingers
        self.modifiers = modifiers; self.time = time
    }
}
