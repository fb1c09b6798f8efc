/// A touchpad pinch (XInput 2.4 gesture pinch events, or a scenario's `pinch` command).
public struct TouchpadPinchInput: Equatable, Sendable {
    /// `began`, then `changed` while the fingers move, then `ended` (or `cancelled`).
    public var phase: InputPhase
    /// The point between the fingers, in window pixels.
    public var center: Point
    /// The fingers' spread relative to where the pinch began: 1 at `began`, > 1 spreading apart.
    public var scale: Double
    /// Keyboard modifiers held.
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    /// A touchpad pinch event.
    public init(phase: InputPhase, center: Point, scale: Double, modifiers: Modifiers = [], time: Double) {
        self.phase = phase; self.center = center; self.scale = scale; self.modifiers = modifiers; self.time = time
    }
}
