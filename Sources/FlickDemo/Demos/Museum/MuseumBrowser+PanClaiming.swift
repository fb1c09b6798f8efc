import FlickCore
import FlickKit

/// The pans a browser takes for itself, so the museum leaves them to it: every pan over an open
/// detail (its back swipe, or nothing), and vertical ones over the grid (paging).
extension MuseumBrowser: PanClaiming {
    /// Whether a pan along `axis` starting at `p` (browser coordinates) is the browser's.
    func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        browser.claimsPan(startingAt: p, along: axis, now: now)
    }
}
