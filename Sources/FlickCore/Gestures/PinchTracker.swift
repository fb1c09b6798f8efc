/// One continuous pinch in progress (two fingers on a screen, or a touchpad pinch): where it
/// began, and the scale's rate of change from a velocity tracker over the scale samples (so the
/// 40 ms stop rule of `VelocityTracker` holds: a scale that rested that long has zero velocity).
struct PinchTracker {
    let startCenter: Point
    let source: PanSource
    let modifiers: Modifiers
    private(set) var center: Point
    private(set) var scale: Double = 1
    private var tracker = VelocityTracker()

    /// A pinch that begins at `center` at `time`, with scale 1.
    init(center: Point, source: PanSource, modifiers: Modifiers, time: Double) {
        startCenter = center
        self.center = center
        self.source = source
        self.modifiers = modifiers
        tracker.add(Point(1, 0), at: time)
    }

    /// The fingers are at `center` with spread `scale` (relative to the start) at `time`.
    mutating func update(center: Point, scale: Double, time: Double) {
        self.center = center
        self.scale = scale
        tracker.add(Point(scale, 0), at: time)
    }

    /// The pinch's state at `time`; `stopped` reports zero velocity (a cancelled pinch).
    func info(at time: Double, stopped: Bool = false) -> PinchInfo {
        PinchInfo(startCenter: startCenter, center: center, scale: scale,
                  velocity: stopped ? 0 : tracker.velocity(now: time).x, source: source, modifiers: modifiers)
    }
}
