@testable import FlickDemo
import FlickCore

extension AppController {
    /// Presses the key `name` (as the scenario language names it: "Tab", "ctrl+t") at `t`, then
    /// advances to `t`.
    func pressKey(_ name: String, at t: Double) {
        handle(.key(KeyInput(key: KeyCombo(parsing: name) ?? KeyCombo(name), time: t)), now: t)
        advance(to: t)
    }

    /// Advances at 60 fps from `t` until nothing moves (at most 10 s on); the time it stopped at.
    @discardableResult
    func settled(from t: Double) -> Double {
        var now = t
        advance(to: now)
        while isAnimating(now: now), now < t + 10 { now += 1.0 / 60; advance(to: now) }
        return now
    }
}
