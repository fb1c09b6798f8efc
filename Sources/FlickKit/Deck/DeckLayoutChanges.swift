/// What changed in a deck since it was last laid out (`Deck.layoutIfNeeded(now:)`).
struct DeckLayoutChanges: OptionSet {
    let rawValue: Int
    /// The views are laid out again at their sizes (a new view, new options).
    static let views = DeckLayoutChanges(rawValue: 1)
    /// An open center follows a changed ledge or size; a running slide is re-aimed.
    static let retarget = DeckLayoutChanges(rawValue: 2)
    /// The left or right view went away: the deck closes if it was open or opening to it.
    static let leftRemoved = DeckLayoutChanges(rawValue: 4)
    static let rightRemoved = DeckLayoutChanges(rawValue: 8)
}
