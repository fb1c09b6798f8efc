@testable import FlickDemo
import FlickCore

extension AppController {
    /// Presses the key `name` (as the scenario language names it: "Tab", "ctrl+t") at `t`, then
    /// advances to `t`.
    func pressKey(_ name: String, at t: Double) {
        handle(.key(KeyInput(key: KeyCombo(parsing: name) ?? KeyCombo(name), time: t)), now: t)
        advance(to: t)
    }
}
