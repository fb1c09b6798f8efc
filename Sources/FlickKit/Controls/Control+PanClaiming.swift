import FlickCore

/// A control claims the pans its `claimsPan(at:)` asks for, along either axis, while enabled.
extension Control: PanClaiming {
    /// Whether an enabled control wants a pan starting at `p` (control coordinates), whatever its axis.
    public func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        isEnabled && claimsPan(at: p)
    }
}
