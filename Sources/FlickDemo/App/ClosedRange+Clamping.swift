extension ClosedRange where Bound == Double {
    /// `value` brought into the range.
    func clamping(_ value: Double) -> Double { Swift.min(Swift.max(lowerBound, value), upperBound) }
}
