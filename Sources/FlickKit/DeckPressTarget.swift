/// Where a press on a `Deck` landed, so the rest of it follows there.
enum DeckPressTarget: Equatable {
    /// The center, interactive: gestures go to it.
    case center
    /// The center while a side is open and it takes no input (a tap may close).
    case blockedCenter
    case side(DeckSide)
}
