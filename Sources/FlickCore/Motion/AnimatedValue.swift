/// A number that may be moving: a resting value, or a simulation started at some time.
/// Read it at any instant of the injected clock; grab it to stop it where it is.
///
/// Interruptible by construction: `animate` starts from wherever the value is at `now`,
/// carrying its current velocity unless a release velocity is given.
public struct AnimatedValue {
    /// Where the value rests, or will rest when the running animation ends.
    public private(set) var target: Double
    private var simulation: Simulation?
    private var startTime: Double = 0

    /// A value resting at `value`.
    public init(_ value: Double) { target = value }

    /// The value at `now`: the simulation's position while one runs, else the resting value.
    public func value(now: Double) -> Double {
        guard let s = simulation else { return target }
        let t = now - startTime
        return s.isDone(at: t) ? target : s.position(at: t)
    }

    /// Units per second.
    public func velocity(now: Double) -> Double {
        guard let s = simulation else { return 0 }
        let t = now - startTime
        return s.isDone(at: t) ? 0 : s.velocity(at: t)
    }

    /// True while a simulation runs at `now`.
    public func isAnimating(now: Double) -> Bool {
        guard let s = simulation else { return false }
        return !s.isDone(at: now - startTime)
    }

    /// Jumps to `v` and stops any animation.
    public mutating func set(_ v: Double) { target = v; simulation = nil }

    /// Stops where the value is at `now` and returns it (a press catching a moving page).
    @discardableResult
    public mutating func grab(now: Double) -> Double {
        let v = value(now: now)
        set(v)
        return v
    }

    /// Springs to `to` from the current value. `velocity` (units/s) replaces the current
    /// velocity when given (a release handing over the pointer's speed).
    public mutating func animate(to: Double, now: Double, spring: SpringDescription = .settle,
                                 velocity: Double? = nil, tolerance: Double = 0.01) {
        let from = value(now: now)
        let v = velocity ?? self.velocity(now: now)
        target = to
        if from == to && v == 0 { simulation = nil; return }
        simulation = SpringSimulation(spring: spring, start: from, end: to, velocity: v, tolerance: tolerance)
        startTime = now
    }

    /// Moves to `to` over `duration` seconds along `curve`, from the current value.
    public mutating func animate(to: Double, now: Double, duration: Double, curve: CubicBezier) {
        let from = value(now: now)
        target = to
        if from == to || duration <= 0 { simulation = nil; return }
        simulation = CurveSimulation(start: from, end: to, duration: duration, curve: curve)
        startTime = now
    }

    /// Drops a finished simulation (cheap bookkeeping; values read the same either way).
    public mutating func settle(now: Double) {
        if let s = simulation, s.isDone(at: now - startTime) { simulation = nil }
    }
}
