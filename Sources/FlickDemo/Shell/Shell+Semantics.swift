import FlickCore
import FlickKit

extension Shell {
    /// The deck's tree, its drawers named as the bar's buttons are: "Demos" (the demo list) and
    /// "Settings". While the about dialog or the primary menu is open, only its tree: they are
    /// modal, so nothing under them is reached, named or gives a tooltip.
    func semantics(at now: Double) -> [SemanticsNode] {
        if about.isOpen { return about.semantics(at: now) }
        if primaryMenu.isOpen { return primaryMenu.semantics(at: now) }
        return deck.semantics(at: now, sideNames: [.left: listButton.name, .right: settingsButton.name])
    }
}
