import FlickKit

extension DeckDemo: Restorable {
    /// "deck".
    var restorationID: String { DemoName.deck.rawValue }
    /// The deck's open side.
    func restorationState() -> RestorationValue { deck.restorationState() }
    /// Opens the saved side.
    func restoreState(from state: RestorationValue, now: Double) { deck.restoreState(from: state, now: now) }
    /// Once the deck is laid out.
    var isReadyToRestore: Bool { deck.isReadyToRestore }
}
