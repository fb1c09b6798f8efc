import FlickKit

/// The deck demo's session: its open side (`left`, `right`), or none.
public struct SavedDeck: Codable, Equatable, Sendable {
    public var open: String?

    public init() {}

    /// The session of `deck`'s deck.
    public init(_ deck: DeckDemo) { open = deck.deck.openSide?.rawValue }

    /// Opens the saved side at once (once the deck is laid out).
    public func restore(in deck: DeckDemo, now: Double) {
        guard let side = open.flatMap(DeckSide.init(rawValue:)) else { return }
        deck.deck.open(side, animated: false, now: now)
    }
}
