import FlickCore

/// A control claims the pans that start where `handlesDrag(startingAt:)` says it drags something
/// of its own, along either axis, while enabled.
extension Control: PanClaiming {
    /// Whether an enabled control wants the pan `pan` begins (control coordinates), whatever its
    /// axis: it handles a drag from the pan's start.
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        isEnabled && handlesDrag(startingAt: pan.start)
    }
}
