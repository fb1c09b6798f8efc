import FlickCore
import FlickKit

extension Shell {
    /// The deck's tree, its drawers named as the bar's buttons are: "Demos" (the demo list) and
    /// "Settings". While the about dialog or the primary menu is open, only its tree: they are
    /// modal, so nothing under them is reached, named or gives a tooltip.
    func semantics(now: Double) -> [SemanticsNode] {
        if about.isOpen { return about.semantics(now: now) }
        if primaryMenu.isOpen { return primaryMenu.semantics(now: now) }
        return deck.semantics(now: now, sideNames: [.left: listButton.name, .right: settingsButton.name])
    }
}
