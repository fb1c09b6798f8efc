import Foundation

/// Tracks a swipe between pages (libadwaita's swipe tracker), in page units: progress is a
/// page index, and dragging the pointer left (negative translation) increases it.
///
/// `begin` when the drag starts (progress may be mid-animation), `update` with the pointer
/// translation since then, and `end` with the release velocity to get the page to settle
/// on and the velocity to hand to the settle spring.
///
/// End point: `SwipeEndPolicy.projection` (libadwaita's rules).
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
        let target = SwipeEndPolicy.projection(longSwipes: allowLongSwipes)
            .target(progress: progress, velocity: progressVelocity, start: startProgress,
                    snapPoints: snapPoints, distance: distance)
        return (target, progressVelocity)
    }

    /// Abandons the swipe; returns the snap point nearest where it began.
    public mutating func cancel() -> Double {
        isTracking = false
        return SnapPoints(snapPoints).nearest(to: startProgress)
    }

    private var bounds: (Double, Double)? {
        guard let s = snapPoints, let lo = s.first, let hi = s.last else { return nil }
        return (lo, hi)
    }
}
