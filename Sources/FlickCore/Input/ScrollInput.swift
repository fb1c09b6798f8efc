/// Wheel or touchpad scrolling. X delivers it as buttons 4-7, one event per notch.
public struct ScrollInput: Equatable, Sendable {
    public var location: Point
    /// Notches: dy > 0 scrolls down (content moves up), dx > 0 scrolls right.
    public var delta: Point
    public var modifiers: Modifiers
    /// Seconds on the app clock.
    public var time: Double

    public init(location: Point, delta: Point, modifiers: Modifiers = [], time: Double) {
        self.location = location; self.delta = delta; self.modifiers = modifiers; self.time = time
    }
}
