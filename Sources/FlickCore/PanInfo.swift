/// The state of a pan (a drag past the start threshold).
public struct PanInfo: Equatable, Sendable {
    /// Where the button went down.
    public var start: Point
    /// Where the pointer is now.
    public var location: Point
    /// Pointer velocity in px/s (from the velocity tracker; zero until known).
    public var velocity: Point
    public var button: Int
    public var modifiers: Modifiers

    public init(start: Point, location: Point, velocity: Point = .zero, button: Int = 1, modifiers: Modifiers = []) {
        self.start = start; self.location = location; self.velocity = velocity
        self.button = button; self.modifiers = modifiers
    }

    /// location - start.
    public var translation: Point { location - start }

    /// The same pan seen in coordinates shifted by (-dx, -dy) (for a child laid out at dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> PanInfo {
        var p = self
        p.start = Point(start.x - dx, start.y - dy)
        p.location = Point(location.x - dx, location.y - dy)
        return p
    }
}
