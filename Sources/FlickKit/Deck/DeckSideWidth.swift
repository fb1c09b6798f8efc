import FlickCore

/// How wide a `Deck`'s side view is (after `AdwOverlaySplitView`'s sidebar width): the deck's
/// width less the side's ledge (ViewDeck's rule, the default), a fixed width, or a fraction of the
/// deck's width kept between a minimum and a maximum. A width of its own holds before the first
/// layout and through every resize: no ledge has to be computed from the window.
public enum DeckSideWidth: Equatable, Sendable {
    /// The deck's width less the side's ledge (`DeckOptions.leftLedgePx`/`rightLedgePx`).
    case allButLedge
    /// This many px, whatever the deck's width.
    case fixed(Double)
    /// This share of the deck's width (0…1), kept within `minimum`…`maximum` px.
    case fraction(Double, minimum: Double, maximum: Double)

    /// The side's width in a deck `deckWidth` px wide whose ledge for the side is `ledge` px.
    /// Always finite and within 0…`deckWidth` (a side as wide as the deck leaves no ledge).
    public func resolved(deckWidth: Double, ledge: Double) -> Double {
        let w = deckWidth.isFinite ? max(0, deckWidth) : 0
        let raw: Double
        switch self {
        case .allButLedge:
            raw = w - (ledge.isFinite ? max(0, ledge) : 0)
        case .fixed(let px):
            raw = px
        case .fraction(let share, let minimum, let maximum):
            let lo = minimum.isFinite ? max(0, minimum) : 0
            let hi = maximum.isFinite ? max(lo, maximum) : lo
            raw = min(max((share.isFinite ? share : 0) * w, lo), hi)
        }
        return min(max(raw.isFinite ? raw : 0, 0), w)
    }
}
