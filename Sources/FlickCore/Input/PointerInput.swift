/// One pointer event: where, which button, modifiers, when.
public struct PointerInput: Equatable, Sendable {
    /// Where the pointer is, window px.
    public var location: Point
    /// X button number: 1 left, 2 middle, 3 right (0 for plain motion).
    public var button: Int
    /// The modifier keys held.
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    /// A pointer event at `location` with `button` and `modifiers` at `time`.
    public init(location: Point, button: Int = 1, modifiers: Modifiers = [], time: Double) {
        self.location = location; self.button = button; self.modifiers = modifiers; self.time = time
    }
}
