import FlickCore

/// The slide controller's timings, with units in the names.
extension Constants {
    /// A slide transition's default duration (`SlideOptions.durationS`), s.
    public static let slideDurationS: Double = 0.5
}
