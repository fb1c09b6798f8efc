import FlickCore

/// A continuous pinch as the recognizer will deliver it: `.pinchBegin` at scale 1,
/// `.pinchUpdate`s as the fingers' scale and centre move, `.pinchEnd` with the scale's
/// velocity at release. Tests hand these to components on virtual time.
public struct PinchStream {
    public let startCenter: Point
    public private(set) var center: Point
    public private(set) var scale: Double = 1
    public let source: PanSource

    /// Two fingers down around `center` (`.touchpad` by default).
    public init(at center: Point, source: PanSource = .touchpad) {
        startCenter = center
        self.center = center
        self.source = source
    }

    /// The begin gesture (scale 1).
    public func begin() -> Gesture { .pinchBegin(info(velocity: 0)) }

    /// The fingers moved: scale `scale` relative to the start, centred at `center` (unchanged
    /// when nil), the scale changing at `velocity` per second.
    public mutating func update(scale: Double, center: Point? = nil, velocity: Double = 0) -> Gesture {
        self.scale = scale
        if let center { self.center = center }
        return .pinchUpdate(info(velocity: velocity))
    }

    /// The fingers lifted, the scale changing at `velocity` per second.
    public func end(velocity: Double) -> Gesture { .pinchEnd(info(velocity: velocity)) }

    private func info(velocity: Double) -> PinchInfo {
        PinchInfo(startCenter: startCenter, center: center, scale: scale, velocity: velocity, source: source)
    }
}
