@testable import FlickCore

/// Pages `[snapPoints]` under a `SwipeController`, driven by bare translations and release
/// velocities (no gestures, no time): for testing the drag mapping and the end points.
final class SwipeDragProbe: Swipeable {
    var swipeProgress: AnimatedValue
    let swipeDistance: Double
    let swipeSnapPoints: [Double]?
    private(set) var settledTarget: Double?
    private(set) var settledVelocity: Double = 0
    private let controller: SwipeController
    private let start: Double

    init(progress: Double, distance: Double, snapPoints: [Double]?, longSwipes: Bool) {
        swipeProgress = AnimatedValue(progress)
        swipeDistance = distance
        swipeSnapPoints = snapPoints
        start = progress
        controller = SwipeController(policy: .projection(longSwipes: longSwipes))
        controller.swipeable = self
        controller.begin(PanInfo(start: .zero, location: .zero), now: 0)
    }

    var isTracking: Bool { controller.isDragging }
    var progress: Double { swipeProgress.value(now: 0) }

    /// The pointer has moved `translation` px since the drag began; returns the progress.
    @discardableResult
    func update(translation: Double) -> Double {
        lastUpdate = translation
        controller.update(PanInfo(start: .zero, location: Point(translation, 0)))
        return progress
    }

    /// Releases at `velocity` px/s: the end point and the velocity handed to the settle.
    func end(velocity: Double) -> (target: Double, velocity: Double) {
        controller.end(PanInfo(start: .zero, location: Point(lastTranslation, 0), velocity: Point(velocity, 0)), now: 0)
        return (settledTarget ?? .nan, settledVelocity)
    }

    /// Abandons the drag: the snap point nearest where it began.
    func cancel() -> Double {
        controller.cancel()
        return SnapPoints(swipeSnapPoints).nearest(to: start)
    }

    func swipeSettle(to target: Double, velocity: Double, now: Double) {
        settledTarget = target
        settledVelocity = velocity
    }

    /// The pointer's last translation (a release happens where the pointer is).
    private var lastTranslation: Double { lastUpdate }
    private var lastUpdate: Double = 0
}
