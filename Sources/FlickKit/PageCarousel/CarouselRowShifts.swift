import FlickCore

/// The shifts running in a carousel's row. A card's displayed position is its index plus
/// the sum of the offsets of the shifts containing it: O(running shifts) per card, whatever
/// the number of pages.
public struct CarouselRowShifts {
    /// Every running shift, oldest first.
    public private(set) var all: [CarouselRowShift] = []
    /// Page units: a shift ends within this of 0 (and shows as 0 within twice this).
    var tolerance: Double = 0.0005

    /// No shifts.
    public init() {}

    /// True when no card is displaced.
    public var isEmpty: Bool { all.isEmpty }

    /// Starts cards `lower..<upper` at `from` pages off their places, springing home.
    mutating func add(lower: Int, upper: Int, from offset: Double, now: Double) {
        guard lower < upper, offset != 0, offset.isFinite else { return }
        var value = AnimatedValue(offset)
        value.animate(to: 0, now: now, spring: .settle, velocity: 0, tolerance: tolerance)
        all.append(CarouselRowShift(lower: lower, upper: upper, offset: value))
    }

    /// The displacement of card `index` at `now`, pages.
    public func displacement(of index: Int, now: Double) -> Double {
        var d = 0.0
        for s in all where s.contains(index) {
            let v = s.offset.value(now: now)
            if abs(v) >= 2 * tolerance { d += v }
        }
        return d
    }

    /// The largest displacement any card can have at `now` (widens culling), pages.
    public func maxDisplacement(now: Double) -> Double {
        all.reduce(0) { $0 + abs($1.offset.value(now: now)) }
    }

    /// True while any shift is still springing home.
    public func isAnimating(now: Double) -> Bool { all.contains { $0.offset.isAnimating(now: now) } }

    mutating func didRemove(at index: Int) { for i in all.indices { all[i].didRemove(at: index) } }

    mutating func didInsert(at index: Int) { for i in all.indices { all[i].didInsert(at: index) } }

    /// Drops finished shifts.
    mutating func prune(now: Double) { all.removeAll { !$0.offset.isAnimating(now: now) } }

    mutating func removeAll() { all.removeAll() }
}
