import FlickKit

extension DeckDemo: Restorable {
    /// "deck".
    public var restorationID: String { DemoName.deck.rawValue }
    /// The deck's open side.
    public func restorationState() -> RestorationValue { deck.restorationState() }
    /// Opens the saved side.
    public func restoreState(from state: RestorationValue, now: Double) { deck.restoreState(from: state, now: now) }
    /// Once the deck is laid out.
    public var isReadyToRestore: Bool { deck.isReadyToRestore }
}
