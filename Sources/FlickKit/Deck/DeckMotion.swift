/// The animation a `Deck` is running, with what to do when it ends.
struct DeckMotion {
    enum Phase {
        /// Sliding (or cross-fading) to a side, or closed (nil).
        case slide(to: DeckSide?)
        /// A bouncing close, first half: out to the far edge; `hidden` runs when the center is gone.
        case bounceOut(DeckSide, hidden: ((Deck) -> Void)?)
        /// Its second half: back to closed.
        case bounceBack(DeckSide)
    }

    var phase: Phase
    /// When the current phase ends (the deck's clock, seconds)…
    var endTime: Double
    /// …unless it follows the settle spring (a reversal carrying its velocity): then it ends when the spring rests.
    var followsSpring = false
    /// The settled side before the motion began (for the did-open/did-close callbacks).
    var from: DeckSide?
    var animated: Bool
    var completions: [(Bool) -> Void]
}
