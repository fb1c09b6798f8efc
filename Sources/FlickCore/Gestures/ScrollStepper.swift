/// Turns wheel and touchpad notches into at most one step per scroll gesture: notches closer
/// together than `Constants.scrollGestureGapS` belong to one gesture, and the gesture steps
/// once its notches add up to `notchesPerStep` (so one touchpad swipe turns one page).
public struct ScrollStepper: Sendable {
    /// Notches a gesture needs before it steps.
    public var notchesPerStep: Double
    private var lastTime = -Double.infinity
    private var accumulated: Double = 0
    private var stepped = false

    /// A stepper that turns `notchesPerStep` notches of one scroll gesture into a step.
    public init(notchesPerStep: Double = 1) { self.notchesPerStep = notchesPerStep }

    /// Adds a wheel delta at `now`, counting its horizontal notches when it has any (touchpads,
    /// shift+wheel), else its vertical ones: +1 or -1 when the gesture steps now, 0 when it does
    /// not, nil when the delta carries no usable notches (not a scroll to handle).
    public mutating func add(_ delta: Point, now: Double) -> Int? {
        let notches = delta.x != 0 ? delta.x : delta.y
        guard notches != 0, notches.isFinite else { return nil }
        return add(notches, now: now)
    }

    /// Adds `notches` (signed) at `now`; returns +1 or -1 when this gesture steps now, else 0.
    public mutating func add(_ notches: Double, now: Double) -> Int {
        guard notches != 0, notches.isFinite else { return 0 }
        if now - lastTime > Constants.scrollGestureGapS {
            accumulated = 0
            stepped = false
        }
        lastTime = now
        accumulated += notches
        guard !stepped, abs(accumulated) >= notchesPerStep else { return 0 }
        stepped = true
        return accumulated > 0 ? 1 : -1
    }
}
