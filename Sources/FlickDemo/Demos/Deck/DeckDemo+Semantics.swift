import FlickCore
import FlickKit

extension DeckDemo {
    /// The deck's tree where the deck is, its drawers named as the bar's buttons are ("Menu",
    /// "Deck options").
    func semantics(now: Double) -> [SemanticsNode] {
        let origin = deckFrame(now: now).origin
        return deck.semantics(now: now, sideNames: [.left: menuButton.name, .right: optionsButton.name]).map { $0.offsetBy(origin) }
    }
}
