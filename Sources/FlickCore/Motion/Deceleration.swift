import Foundation

/// UIScrollView-style deceleration: v(t) = v0·r^t with t in ms.
public enum Deceleration {
    /// Where a release at `velocity` (px/s) comes to rest, relative to where it started:
    /// (v/1000)·r/(1−r), about 0.499·v at the normal rate. Sign follows the velocity.
    public static func projectedDistance(velocity: Double,
                                         rate: Double = Constants.decelerationRateNormalPerMs) -> Double {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }
}
