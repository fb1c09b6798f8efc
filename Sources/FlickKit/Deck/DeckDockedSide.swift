import FlickCore

/// A side of a `Deck` docked beside the center at the deck's current width: whether it is shown,
/// how much of it shows (animated when it is shown or hidden), and what runs when that ends.
struct DeckDockedSide {
    /// Shown (or being shown) beside the center.
    var shown: Bool
    /// How many px of the side show beside the center (0 hidden, its width shown).
    var inset: AnimatedValue
    /// When the running show or hide ends (the deck's clock, s; nil: none runs).
    var endTime: Double?
    /// Whether its end reports `didOpen`/`didClose` (a show or hide by call or key does).
    var announces = false
    var completions: [(Bool) -> Void] = []

    init(shown: Bool, inset: Double) {
        self.shown = shown
        self.inset = AnimatedValue(inset)
    }
}
