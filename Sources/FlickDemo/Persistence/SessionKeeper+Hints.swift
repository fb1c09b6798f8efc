import FlickCore
import FlickKit

extension SessionKeeper {
    /// The demo shown now (the shell's shown demo).
    var shownDemo: DemoName { shell?.current ?? demo }

    /// The hint drawn now, if any.
    var visibleHint: FirstLaunchHint? { hintDemo.map(FirstLaunchHint.of) }

    /// A gesture reached the demo: one that uses it puts its hint away for good.
    func gestureSeen(_ gesture: Gesture, now: Double) {
        guard let shown = hintDemo, FirstLaunchHint.dismisses(gesture) else { return }
        hintsSeen.insert(shown.rawValue)
        hintDemo = nil
        app?.setNeedsDisplay()
    }

    /// Shows the shown demo's hint when it was never used (from now, when the demo changed); none
    /// over the welcome page.
    func updateHint(now: Double) {
        let shown = shownDemo
        let welcomed = shell?.showsWelcome ?? false
        // The welcome page is the shell's hint: leaving it (a demo chosen) uses it for good.
        if let shell, !welcomed, shell.welcome != nil { hintsSeen.insert(DemoName.shell.rawValue) }
        let wanted: DemoName? = welcomed || hintsSeen.contains(shown.rawValue) ? nil : shown
        guard wanted != hintDemo else { return }
        hintDemo = wanted
        hintStart = now
        hintRested = false
        app?.setNeedsDisplay()
    }

    /// True while the hint's hand moves (not with reduced motion).
    func isAnimating(now: Double) -> Bool {
        guard hintDemo != nil, !(app?.settings.reducedMotion ?? false) else { return false }
        return now - hintStart < Constants.hintAnimationS
    }

    /// The end of the hint's animation, when its resting frame is still to be drawn.
    var hintDeadline: Double? {
        guard hintDemo != nil, !hintRested else { return nil }
        return hintStart + Constants.hintAnimationS
    }

    /// Past the animation: one more frame draws the hand at rest, then nothing wakes the app.
    func advanceHint(to now: Double) {
        guard hintDemo != nil, !hintRested, now >= hintStart + Constants.hintAnimationS else { return }
        hintRested = true
        app?.setNeedsDisplay()
    }

    /// The hint over a layout of `size` at app time `now` (resting with reduced motion), in `palette`.
    func hintScenes(in size: Size, now: Double, palette: Palette = .dark) -> [SceneNode] {
        guard let hint = visibleHint else { return [] }
        let still = app?.settings.reducedMotion ?? false
        return [hint.scene(in: size, elapsed: still ? Constants.hintAnimationS : now - hintStart,
                           palette: palette)]
    }
}
