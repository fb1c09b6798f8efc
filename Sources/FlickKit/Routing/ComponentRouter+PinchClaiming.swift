import FlickCore

extension ComponentRouter {
    /// Whether the child under the pinch's `startCenter` (container coordinates) claims it
    /// (`PinchClaiming`, asked in the child's coordinates).
    public static func claimsPinch(_ pinch: PinchInfo, in children: [RoutedChild], now: Double) -> Bool {
        guard let c = interactiveChild(at: pinch.startCenter, in: children),
              let claiming = c.component as? PinchClaiming else { return false }
        return claiming.claimsPinch(pinch.offsetBy(c.frame.x, c.frame.y), now: now)
    }
}
