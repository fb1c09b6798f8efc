import FlickCore

/// When a text caret shows: blinking on a `Constants.caretBlinkCycleS` cycle (shown two thirds of
/// it) from the last input, and shown steadily once `Constants.caretBlinkTimeoutS` passed without
/// input, as GTK does, so an idle window stops waking. Each change of phase is a deadline
/// (`nextDeadline(now:)`), never a running animation.
struct CaretBlink {
    /// When the blinking (re)started: the last input, or when the focus arrived; nil: not yet
    /// started (shown).
    private(set) var start: Double?

    /// Restarts the cycle at `now` (shown).
    mutating func restart(now: Double) { start = now }

    /// Stops blinking until the next `restart(now:)` (the focus left).
    mutating func stop() { start = nil }

    /// Whether the caret shows at `now`.
    func isShown(now: Double) -> Bool {
        guard let start else { return true }
        let elapsed = now - start
        guard elapsed >= 0, elapsed < Constants.caretBlinkTimeoutS else { return true }
        return elapsed.truncatingRemainder(dividingBy: Constants.caretBlinkCycleS) < Constants.caretBlinkCycleS * 2 / 3
    }

    /// The next change of phase after `now`, the end of the blinking at the latest; nil once the
    /// blinking stopped.
    func nextDeadline(now: Double) -> Double? {
        guard let start else { return nil }
        let end = start + Constants.caretBlinkTimeoutS
        guard now < end else { return nil }
        let cycle = Constants.caretBlinkCycleS
        let k = max(0, ((now - start) / cycle).rounded(.down))
        let hide = start + k * cycle + cycle * 2 / 3, show = start + (k + 1) * cycle
        let next = hide > now ? hide : show
        return min(next, end)
    }
}
