import FlickCore

/// How components read a pinch (the grid and the carousel, and the demo's pictures), with units in the names.
extension Constants {
    /// Pinch steps (ctrl+wheel, +/-) have no "fingers lifted" event: a pause this long ends the pinch, s.
    public static let pinchEndGapS: Double = 0.35
    /// Pinching a picture out past this scale opens it (1.1⁴ ≈ 1.46: four notches).
    public static let pinchOpenScale: Double = 1.4
    /// Pinching an open detail's picture in below this scale closes it (four notches in).
    public static let pinchCloseScale: Double = 0.72
    /// A released continuous pinch is judged where its scale would be this long after the
    /// release at its release velocity (scale + velocity·t), s: Flick's choice, so a quick
    /// pinch commits from a small scale change, as a fling does from a short swipe.
    public static let pinchProjectionS: Double = 0.2
}
