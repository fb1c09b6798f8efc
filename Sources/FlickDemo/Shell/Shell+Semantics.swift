import FlickCore
import FlickKit

extension Shell {
    /// The deck's tree, its drawers named as the bar's buttons are: "Demos" (the demo list) and
    /// "Settings".
    public func semantics(at now: Double) -> [SemanticsNode] {
        deck.semantics(at: now, sideNames: [.left: listButton.name, .right: settingsButton.name])
    }
}
