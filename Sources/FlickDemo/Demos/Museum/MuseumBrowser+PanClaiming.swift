import FlickCore
import FlickKit

/// The pans a browser takes for itself, so the museum leaves them to it: every pan over an open
/// detail (its back swipe, or nothing), and vertical ones over the grid (paging).
extension MuseumBrowser: PanClaiming {
    /// Whether the pan `pan` begins along `axis` (browser coordinates) is the browser's.
    func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        browser.claimsPan(pan, along: axis, now: now)
    }
}
