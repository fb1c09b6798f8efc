import FlickCore

/// The dots take input on the dots' slots only; the pill's padding passes through.
extension PageDots: HitTesting {
    /// Whether `p` (dots coordinates) is on a dot's slot.
    public func hits(_ p: Point) -> Bool { index(at: p) != nil }
}
