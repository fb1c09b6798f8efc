/// The state of a pan (a drag past the start threshold).
public struct PanInfo: Equatable, Sendable {
    /// Where the button went down.
    public var start: Point
    /// Where the pointer was when the pan was recognised (past the slop): content follows the
    /// pointer from here, so a pan starts without a jump (Flutter's DragStartBehavior.start).
    public var anchor: Point
    /// Where the pointer is now.
    public var location: Point
    /// Pointer velocity in px/s (from the velocity tracker; zero until known).
    public var velocity: Point
    /// The button held: 1 left, 2 middle, 3 right.
    public var button: Int
    /// The modifier keys held when the pan began.
    public var modifiers: Modifiers
    /// What moves the pan: a mouse, a finger on a screen, or two fingers on a touchpad.
    public var source: PanSource

    /// `anchor` defaults to `start` (a pan recognised where it was pressed).
    public init(start: Point, location: Point, velocity: Point = .zero, button: Int = 1, modifiers: Modifiers = [],
                anchor: Point? = nil, source: PanSource = .pointer) {
        self.start = start; self.anchor = anchor ?? start; self.location = location; self.velocity = velocity
        self.button = button; self.modifiers = modifiers; self.source = source
    }

    /// location - anchor: the pointer's motion since the pan was recognised. Content follows this.
    public var translation: Point { location - anchor }

    /// location - start: the whole motion since the press (for choosing a pan's direction).
    public var totalTranslation: Point { location - start }

    /// The same pan seen in coordinates shifted by (-dx, -dy) (for a child laid out at dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> PanInfo {
        var p = self
        p.start = Point(start.x - dx, start.y - dy)
        p.anchor = Point(anchor.x - dx, anchor.y - dy)
        p.location = Point(location.x - dx, location.y - dy)
        return p
    }
}
