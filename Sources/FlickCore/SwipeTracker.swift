import Foundation

/// Tracks a swipe between pages (libadwaita's swipe tracker), in page units: progress is a
/// page index, and dragging the pointer left (negative translation) increases it.
///
/// `begin` when the drag starts (progress may be mid-animation), `update` with the pointer
/// translation since then, and `end` with the release velocity to get the page to settle
/// on and the velocity to hand to the settle spring.
///
/// End point: a release slower than `Constants.swipeVelocityThresholdPxPerS` settles on the
/// nearest snap point. A faster one projects the motion with `Deceleration`, snaps to the
/// nearest point, then moves at least to the next snap point in the fling direction; without
/// long swipes it stays within one snap point of where the swipe began.
public struct SwipeTracker: Sendable {
    /// Lets one fast fling travel several pages instead of at most one.
    public var allowLongSwipes: Bool
    public private(set) var isTracking = false
    /// Current progress (page units), rubber-banded past the ends.
    public private(set) var progress: Double = 0
    /// Progress when the swipe began.
    public private(set) var startProgress: Double = 0
    /// Pixels per unit of progress.
    public private(set) var distance: Double = 1
    /// Sorted snap points; nil is the unbounded integer lattice.
    public private(set) var snapPoints: [Double]?

    /// `startProgress` with any rubber band undone, so a drag maps linearly from it.
    private var rawStart: Double = 0

    public init(allowLongSwipes: Bool = false) { self.allowLongSwipes = allowLongSwipes }

    /// Starts tracking at `progress`; `distance` is px per page; `snapPoints` sorted
    /// ascending, or nil for every integer (a circular swiper).
    public mutating func begin(progress: Double, distance: Double, snapPoints: [Double]?) {
        self.distance = distance > 0 ? distance : 1
        self.snapPoints = snapPoints.map { $0.sorted() }
        self.progress = progress
        startProgress = progress
        rawStart = progress
        if let (lo, hi) = bounds {
            // Grabbed while rubber-banded past an edge: find the unbanded position.
            rawStart = RubberBand.unclamp(progress * self.distance, min: lo * self.distance,
                                          max: hi * self.distance, dimension: self.distance) / self.distance
        }
        isTracking = true
    }

    /// Follows the pointer: `translation` px since `begin` (positive right/down).
    /// Returns the new progress.
    @discardableResult
    public mutating func update(translation: Double) -> Double {
        guard isTracking else { return progress }
        let raw = rawStart - translation / distance
        if let (lo, hi) = bounds {
            progress = RubberBand.clamp(raw * distance, min: lo * distance, max: hi * distance,
                                        dimension: distance) / distance
        } else {
            progress = raw
        }
        return progress
    }

    /// Ends the swipe. `velocity` is the pointer's release velocity in px/s (positive
    /// right/down). Returns the snap point to settle to and the velocity in progress units/s.
    public mutating func end(velocity: Double) -> (target: Double, velocity: Double) {
        isTracking = false
        let progressVelocity = -velocity / distance
        return (endTarget(progressVelocity: progressVelocity), progressVelocity)
    }

    /// Abandons the swipe; returns the snap point nearest where it began.
    public mutating func cancel() -> Double {
        isTracking = false
        return nearest(to: startProgress)
    }

    // MARK: End point

    private func endTarget(progressVelocity pv: Double) -> Double {
        if let s = snapPoints, s.isEmpty { return progress }
        guard abs(pv * distance) >= Constants.swipeVelocityThresholdPxPerS else {
            return nearest(to: progress)
        }
        let projected = progress + Deceleration.projectedDistance(velocity: pv * distance) / distance
        var target = nearest(to: projected)
        if !allowLongSwipes {
            let home = nearest(to: startProgress)
            target = min(max(target, next(below: home)), next(above: home))
        }
        // A flick always moves past the current progress, to the next snap point at least
        // (this wins over the one-page limit only after a drag of more than a page).
        target = pv > 0 ? max(target, next(above: progress)) : min(target, next(below: progress))
        if let (lo, hi) = bounds { target = min(max(target, lo), hi) }
        return target
    }

    private var bounds: (Double, Double)? {
        guard let s = snapPoints, let lo = s.first, let hi = s.last else { return nil }
        return (lo, hi)
    }

    /// The snap point closest to `p` (the lower one on a tie).
    private func nearest(to p: Double) -> Double {
        guard let s = snapPoints else { return (p - 0.5).rounded(.up) }
        guard var best = s.first else { return p }
        for x in s where abs(x - p) < abs(best - p) { best = x }
        return best
    }

    /// The first snap point strictly above `p` (the last one if none).
    private func next(above p: Double) -> Double {
        guard let s = snapPoints else { return p.rounded(.down) + 1 }
        return s.first(where: { $0 > p }) ?? s.last ?? p
    }

    /// The last snap point strictly below `p` (the first one if none).
    private func next(below p: Double) -> Double {
        guard let s = snapPoints else { return p.rounded(.up) - 1 }
        return s.last(where: { $0 < p }) ?? s.first ?? p
    }
}
