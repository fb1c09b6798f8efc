import FlickCore

/// The bounds of layout, with units in the names.
extension Constants {
    /// The largest side a component is laid out at (`Size.finiteLayout`), px.
    public static let maxLayoutPx: Double = 100_000
}
