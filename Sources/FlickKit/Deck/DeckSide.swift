/// A side of a `Deck`: the view revealed when the center slides away from it.
public enum DeckSide: String, CaseIterable, Sendable {
    /// Revealed when the center slides right.
    case left
    /// Revealed when the center slides left.
    case right

    /// +1 when opening moves the center right (left side), −1 otherwise.
    public var direction: Double { self == .left ? 1 : -1 }

    /// The other side.
    public var opposite: DeckSide { self == .left ? .right : .left }
}
