import FlickApp

/// Advances at 60 fps from `t` through `advance` until `isAnimating` says nothing moves (at most
/// 10 s on); the time it stopped at. The one settling loop of the demo tests.
private func settledTime(from t: Double, advance: (Double) -> Void, isAnimating: (Double) -> Bool) -> Double {
    var now = t
    advance(now)
    while isAnimating(now), now < t + 10 {
        now += 1.0 / 60
        advance(now)
    }
    return now
}

extension Component {
    /// Advances at 60 fps from `t` until nothing moves (at most 10 s on); the time it stopped at.
    @discardableResult
    func settled(from t: Double) -> Double {
        settledTime(from: t, advance: { advance(to: $0) }, isAnimating: { isAnimating(now: $0) })
    }
}

extension WindowContent {
    /// Advances at 60 fps from `t` until nothing moves (at most 10 s on); the time it stopped at.
    @discardableResult
    func settled(from t: Double) -> Double {
        settledTime(from: t, advance: { advance(to: $0) }, isAnimating: { isAnimating(now: $0) })
    }
}
