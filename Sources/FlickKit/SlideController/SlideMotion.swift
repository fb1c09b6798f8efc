import FlickCore

/// How a slide layer travels to its rest.
enum SlideMotion {
    /// Jumps there.
    case instant
    /// Along a timing curve (a slide started by a call, a key or a button).
    case timed(duration: Double, curve: CubicBezier)
    /// With the settle spring, carrying a release velocity along `direction` (travel units/s);
    /// rest within `tolerance` travel units.
    case spring(direction: SlideDirection, velocity: Double, tolerance: Double)
}
