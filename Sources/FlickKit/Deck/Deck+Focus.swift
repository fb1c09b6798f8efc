import FlickCore

extension Deck {
    /// The keyboard focus follows the open side, as it follows a menu or a popover in GTK: keys go
    /// to an open side, so a side that opens takes the focus (its first stop, through
    /// `moveFocus(backward:now:)`: a side that keeps its stops to itself gets Tab), and the node
    /// that held it in the center is remembered and loses it.
    /// A docked side is no drawer: it is not called for one.
    func focusEntersOpenSide(from old: DeckSide?, to new: DeckSide?, now: Double) {
        guard let new, new != old, let view = view(new) else { return }
        if old == nil, let held = FocusChain.focusedNode(in: center, now: now) {
            focusBeforeOpen = held
            FocusChain.clearFocus(in: center, now: now)
        }
        if !FocusChain.containsFocus(view, now: now) { _ = view.moveFocus(backward: false, now: now) }
    }

    /// Once `side` is out of sight (its close or bounce finished): when it holds the focus, the
    /// focus goes back to the center's node that held it before the side opened, while that is
    /// still a stop there, else to the center's first stop (the section it showed was replaced).
    /// A side that closed without the focus leaves it where it is.
    func focusLeavesClosedSide(_ side: DeckSide, now: Double) {
        guard let view = view(side), FocusChain.containsFocus(view, now: now) else { return }
        FocusChain.clearFocus(in: view, now: now)
        guard openSide == nil else { return }
        let saved = focusBeforeOpen
        focusBeforeOpen = nil
        if let saved, saved === center || FocusChain.stops(in: center, now: now).contains(where: { $0 === saved }) {
            FocusChain.focus(saved, among: [center], now: now)
        } else {
            _ = center.moveFocus(backward: false, now: now)
        }
    }
}
