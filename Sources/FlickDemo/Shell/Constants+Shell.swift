import FlickCore

/// The shell's drawer and first-launch hints, with units in the names.
extension Constants {
    /// Drawer fling threshold (Flutter material drawer), px/s.
    static let drawerFlingVelocityPxPerS: Double = 365
    /// A first-launch hint's hand moves for this long, then rests (the app stops waking), s.
    static let hintAnimationS: Double = 4.8
    /// One stroke of a hint's hand, s.
    static let hintStrokeS: Double = 1.6
}
