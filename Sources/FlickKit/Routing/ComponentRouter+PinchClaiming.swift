import FlickCore

extension ComponentRouter {
    /// Whether the child under the pinch's `startCenter` (container coordinates) claims it
    /// (`PinchClaiming`, asked in the child's coordinates). A child that is a container with no
    /// claim of its own passes the question on to its child under the pinch (`RoutingContainer`),
    /// so a zoom view in a stack on a carousel's page claims its pinches as it does alone.
    public static func claimsPinch(_ pinch: PinchInfo, in children: [RoutedChild], now: Double) -> Bool {
        guard let c = interactiveChild(at: pinch.startCenter, in: children) else { return false }
        let local = pinch.offsetBy(c.frame.x, c.frame.y)
        if let claiming = c.component as? PinchClaiming { return claiming.claimsPinch(local, now: now) }
        guard let container = c.component as? RoutingContainer else { return false }
        return claimsPinch(local, in: container.routedChildren(now: now), now: now)
    }

    /// Whether a pinch starting at `p` (container coordinates) could be claimed: the child under
    /// it, or a container's child under it further down, is `PinchClaiming`. A container that
    /// pinches itself holds such a pinch's beginning until the fingers move and then asks
    /// `claimsPinch(_:in:now:)`.
    public static func mayClaimPinch(at p: Point, in children: [RoutedChild], now: Double) -> Bool {
        guard let c = interactiveChild(at: p, in: children) else { return false }
        if c.component is PinchClaiming { return true }
        guard let container = c.component as? RoutingContainer else { return false }
        return mayClaimPinch(at: p - c.frame.origin, in: container.routedChildren(now: now), now: now)
    }
}
