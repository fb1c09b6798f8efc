/// Maps the app's clock to the time components see: the same, or running `factor` times slower
/// from the moment slow motion is switched on, with no jump either way (the two clocks are
/// re-anchored at the switch). Identity until the first change, so recordings are unaffected.
struct SlowMotionClock {
    /// Component seconds per app second (1, or 1/factor in slow motion).
    private(set) var rate: Double = 1
    private var anchorApp: Double = 0
    private var anchorComponent: Double = 0

    /// Component time at app time `t`.
    func componentTime(_ t: Double) -> Double {
        rate == 1 && anchorApp == 0 && anchorComponent == 0 ? t : anchorComponent + (t - anchorApp) * rate
    }

    /// App time at which the components reach time `c` (for deadlines).
    func appTime(_ c: Double) -> Double {
        rate == 1 && anchorApp == 0 && anchorComponent == 0 ? c : anchorApp + (c - anchorComponent) / rate
    }

    /// Changes the rate at app time `t`, continuing from the component time reached then.
    mutating func setRate(_ newRate: Double, now t: Double) {
        guard newRate != rate, newRate.isFinite, newRate > 0 else { return }
        let c = componentTime(t)
        anchorApp = t
        anchorComponent = c
        rate = newRate
    }
}
