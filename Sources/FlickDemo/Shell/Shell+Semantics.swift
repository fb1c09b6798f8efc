import FlickCore
import FlickKit

extension Shell {
    /// The deck's tree, its drawers named as the bar's buttons are: "Demos" (the demo list) and
    /// "Settings"; then the primary menu and the about dialog while open.
    public func semantics(at now: Double) -> [SemanticsNode] {
        deck.semantics(at: now, sideNames: [.left: listButton.name, .right: settingsButton.name])
            + primaryMenu.semantics(at: now) + about.semantics(at: now)
    }
}
