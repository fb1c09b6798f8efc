import FlickCore
import FlickKit

extension Shell {
    /// The bar's tree and the deck's under it, its drawers named as the bar's buttons are:
    /// "Demos" (the demo list) and "Settings". While the about dialog or the primary menu is
    /// open, only its tree: they are modal, so nothing under them is reached, named or gives a tooltip.
    func semantics(now: Double) -> [SemanticsNode] {
        if about.isOpen { return about.semantics(now: now) }
        if primaryMenu.isOpen { return primaryMenu.semantics(now: now) }
        return stack.semantics(now: now)
    }
}
