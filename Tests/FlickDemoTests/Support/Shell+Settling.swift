@testable import FlickDemo

extension Shell {
    /// Advances at 60 fps from `t` until nothing moves (at most 10 s on); the time it stopped at.
    @discardableResult
    func settled(from t: Double) -> Double {
        var now = t
        advance(to: now)
        while isAnimating(now: now), now < t + 10 { now += 1.0 / 60; advance(to: now) }
        return now
    }
}
