/// What a `Deck` keeps when it is resized (ViewDeck's rotation behaviour).
public enum SizeMode: String, CaseIterable, Sendable {
    /// The ledges keep their size; the side views grow or shrink.
    case keepLedges
    /// The side views keep their size; the ledges grow or shrink.
    case keepSideSizes
}
