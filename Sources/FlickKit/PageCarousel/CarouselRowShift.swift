import FlickCore

/// A run of cards drawn displaced along the row while they slide to their new places
/// (after a close, an insert or a reorder): cards with index in `lower..<upper` show at
/// index + `offset`, the offset springing to 0.
public struct CarouselRowShift {
    /// First index displaced (`Int.min` for "from the start").
    public var lower: Int
    /// One past the last index displaced (`Int.max` for "to the end").
    public var upper: Int
    /// Displacement in pages.
    public var offset: AnimatedValue

    /// A shift of cards `lower..<upper` by `offset` pages.
    public init(lower: Int, upper: Int, offset: AnimatedValue) {
        self.lower = lower; self.upper = upper; self.offset = offset
    }

    /// Whether card `index` is displaced by this shift.
    public func contains(_ index: Int) -> Bool { index >= lower && index < upper }

    /// Keeps the same cards displaced after the card at `index` was removed.
    mutating func didRemove(at index: Int) {
        if lower != Int.min && lower > index { lower -= 1 }
        if upper != Int.max && upper > index { upper -= 1 }
    }

    /// Keeps the same cards displaced after a card was inserted at `index` (the new card is
    /// displaced with them when it lands inside the run).
    mutating func didInsert(at index: Int) {
        if lower != Int.min && lower >= index { lower += 1 }
        if upper != Int.max && upper > index { upper += 1 }
    }
}
