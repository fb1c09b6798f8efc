import FlickApp

/// The slow-motion clock is the host's timeline while slow animations are (or were) on.
extension SlowMotionClock: ComponentTimeline {
    func hostTime(_ componentTime: Double) -> Double { appTime(componentTime) }
}
