import FlickCore

/// The keyboard focus in a grid browser: Tab walks the grid, or the open detail (its bar's
/// buttons) while one is open; a detail opened from the focused item takes the focus from the
/// grid, as a modal surface does, and gives it back to that item when it closes.
extension PagedGridBrowser {
    /// The open detail while one is open, else the grid: the Tab order (`FocusChain`).
    public func focusChildren(now: Double) -> [RoutedChild] {
        [RoutedChild(openItemID != nil ? detail : grid, frame: Rect(size: size))]
    }

    /// A detail with focus stops of its own opening while the grid has the focus takes it (its
    /// first stop) and the grid lets it go; a detail without them leaves it on the grid's item.
    func focusEntersDetail(now: Double) {
        guard FocusChain.containsFocus(grid, now: now), !FocusChain.isOpaque(detail, now: now),
              detail.moveFocus(backward: false, now: now) else { return }
        FocusChain.clearFocus(in: grid, now: now)
    }

    /// A detail closing while it holds the focus gives it back to the grid, on the item `itemID`
    /// it showed.
    func focusLeavesDetail(itemID: String, now: Double) {
        guard FocusChain.containsFocus(detail, now: now) else { return }
        FocusChain.clearFocus(in: detail, now: now)
        if let i = grid.index(ofItemID: itemID) { grid.focus(itemIndex: i, now: now) }
    }
}
