/// A drag of the deck's center in progress.
struct DeckPan {
    /// The unconstrained offset where the drag began (rubber band undone).
    var rawStart: Double
    /// Whether each side may open during this drag (`shouldOpen`, asked once per drag).
    var mayOpen: [DeckSide: Bool] = [:]
    /// Whether the side open at the start may close (`shouldClose`).
    var mayClose = true
}
