import FlickCore

/// The shortcuts overlay's timing, with units in the names.
extension Constants {
    /// The shortcuts overlay fades and grows in (and out) over this long, s.
    public static let shortcutsOverlayFadeS: Double = 0.2
}
