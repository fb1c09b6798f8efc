import FlickCore
import FlickKit

/// The namespace the test targets extend with their subjects (`MotionSubjects.swiper`, …).
public enum MotionSubjects {}

/// One component under the motion suite (`MotionSuiteTests`): how to make it, where to drag it,
/// and how to read where its content is. Every subject is driven the same way, through a real
/// `GestureRecognizer` on virtual time at 60 frames a second.
public struct MotionSubject: Sendable {
    public var name: String
    /// A fresh component, laid out at `size`, at rest.
    public var make: @Sendable () -> Component
    public var size: Size
    public var axis: SwipeAxis
    /// Where drags start.
    public var dragPoint: Point
    /// The pointer direction along `axis` (+1 or -1) that moves the content without meeting an edge.
    public var forward: Double
    /// The content's position along `axis` in px, at `now`: it moves with the pointer during a drag.
    public var position: @Sendable (Component, Double) -> Double
    /// The pointer direction that pulls the content past an edge from rest, and the rubber band's
    /// dimension there (px); nil when the content has no edge (a circular list).
    public var edgePull: (direction: Double, dimension: Double)?
    /// Content px a touchpad-wide swipe moves along `axis` (the swipeable's `swipePageLength`):
    /// the touchpad checks expect finger travel × this / `Constants.touchpadSwipeWidthPx` (or
    /// `touchpadSwipeHeightPx`); nil leaves the subject out of them.
    public var touchpadPage: Double?
    /// The closed form of the settle after a release at `from` px moving `velocity` px/s that
    /// comes to rest at `to` px: the position `t` seconds after the release.
    public var settle: @Sendable (_ from: Double, _ velocity: Double, _ to: Double) -> (Double) -> Double = { from, v, to in
        let s = SpringSimulation(spring: .settle, start: from, end: to, velocity: v, tolerance: 0.01)
        return { t in s.position(at: t) }
    }

    public init(name: String, make: @escaping @Sendable () -> Component, size: Size, axis: SwipeAxis, dragPoint: Point,
                forward: Double, position: @escaping @Sendable (Component, Double) -> Double,
                edgePull: (direction: Double, dimension: Double)?, touchpadPage: Double? = nil,
                settle: (@Sendable (_ from: Double, _ velocity: Double, _ to: Double) -> (Double) -> Double)? = nil) {
        self.name = name; self.make = make; self.size = size; self.axis = axis; self.dragPoint = dragPoint
        self.forward = forward; self.position = position; self.edgePull = edgePull; self.touchpadPage = touchpadPage
        if let settle { self.settle = settle }
    }
}
