import FlickCore

/// What a drag of the deck's center may do: asked of the callbacks once, when the drag begins.
struct DeckPan {
    /// Whether each side may open during this drag (`shouldOpen`; absent: it may).
    var mayOpen: [DeckSide: Bool] = [:]
    /// Whether the side open at the start may close (`shouldClose`).
    var mayClose = true
    /// What moves the drag: a touchpad swipe may start anywhere on the deck
    /// (`Deck.swipeMayStart(at:translation:source:now:)`).
    var source: PanSource = .pointer
}
