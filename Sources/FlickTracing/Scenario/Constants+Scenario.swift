import FlickCore

/// The scenario runner's limits, with units in the names.
extension Constants {
    /// Virtual time `settle` may run before failing, s.
    static let settleLimitS: Double = 10
}
