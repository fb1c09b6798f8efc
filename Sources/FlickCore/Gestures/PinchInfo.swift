/// The state of a continuous pinch: two fingers on a touchscreen, or a touchpad pinch.
public struct PinchInfo: Equatable, Sendable {
    /// The point between the fingers when the pinch began.
    public var startCenter: Point
    /// The point between the fingers now (it moves with a two-finger pan).
    public var center: Point
    /// The fingers' spread relative to the start: 1 at the start, > 1 spreading apart (zoom in).
    public var scale: Double
    /// How fast `scale` changes, per second (from the velocity tracker; zero until known).
    public var velocity: Double
    /// `touch` for two fingers on a screen, `touchpad` for a touchpad pinch.
    public var source: PanSource
    /// Keyboard modifiers held.
    public var modifiers: Modifiers

    /// A pinch state.
    public init(startCenter: Point, center: Point, scale: Double, velocity: Double = 0, source: PanSource,
                modifiers: Modifiers = []) {
        self.startCenter = startCenter; self.center = center; self.scale = scale; self.velocity = velocity
        self.source = source; self.modifiers = modifiers
    }

    /// center - startCenter: how far the fingers' midpoint moved (a two-finger pan).
    public var translation: Point { center - startCenter }

    /// The same pinch seen in coordinates shifted by (-dx, -dy) (for a child laid out at dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> PinchInfo {
        var p = self
        p.startCenter = Point(startCenter.x - dx, startCenter.y - dy)
        p.center = Point(center.x - dx, center.y - dy)
        return p
    }
}
