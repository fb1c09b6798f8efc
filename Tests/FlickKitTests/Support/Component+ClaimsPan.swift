import FlickCore
import FlickKit

extension Component {
    /// The pan claim the router derives for this component (`ComponentRouter.claimsPan(_:along:by:now:)`)
    /// for a pan starting at `p` (its coordinates) with no travel yet, as a container around it asks.
    func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        ComponentRouter.claimsPan(PanInfo(start: p, location: p), along: axis, by: self, now: now)
    }
}
