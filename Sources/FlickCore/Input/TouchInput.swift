/// One touchscreen finger event (XInput 2.2 touch events, or a scenario's `touch` command).
public struct TouchInput: Equatable, Sendable {
    /// The finger's id, stable from `began` to `ended` (X's touch id; 1...10 in scenarios).
    public var id: Int
    /// `began` when the finger touches, `changed` when it moves, `ended` when it lifts.
    public var phase: InputPhase
    /// Where the finger is, in window pixels.
    public var location: Point
    /// Keyboard modifiers held.
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    /// A touch event.
    public init(id: Int, phase: InputPhase, location: Point, modifiers: Modifiers = [], time: Double) {
        self.id = id; self.phase = phase; self.location = location; self.modifiers = modifiers; self.time = time
    }
}
