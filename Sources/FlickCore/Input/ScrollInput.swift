/// Wheel or touchpad scrolling. X delivers it as buttons 4-7, one event per notch.
public struct ScrollInput: Equatable, Sendable {
    /// Where the pointer is, window px.
    public var location: Point
    /// Notches: dy > 0 scrolls down (content moves up), dx > 0 scrolls right.
    public var delta: Point
    /// The modifier keys held (ctrl makes a scroll a pinch).
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    /// A scroll of `delta` at `location` with `modifiers` at `time`.
    public init(location: Point, delta: Point, modifiers: Modifiers = [], time: Double) {
        self.location = location; self.delta = delta; self.modifiers = modifiers; self.time = time
    }
}
