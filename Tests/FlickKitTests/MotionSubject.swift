import FlickCore
@testable import FlickKit

/// One component under the motion suite (`MotionSuiteTests`): how to make it, where to drag it,
/// and how to read where its content is. Every subject is driven the same way, through a real
/// `GestureRecognizer` on virtual time at 60 frames a second.
struct MotionSubject {
    var name: String
    /// A fresh component, laid out at `size`, at rest.
    var make: () -> Component
    var size: Size
    var axis: SwipeAxis
    /// Where drags start.
    var dragPoint: Point
    /// The pointer direction along `axis` (+1 or -1) that moves the content without meeting an edge.
    var forward: Double
    /// The content's position along `axis` in px, at `now`: it moves with the pointer during a drag.
    var position: (Component, Double) -> Double
    /// The pointer direction that pulls the content past an edge from rest, and the rubber band's
    /// dimension there (px); nil when the content has no edge (a circular list).
    var edgePull: (direction: Double, dimension: Double)?
    /// The closed form of the settle after a release at `from` px moving `velocity` px/s that
    /// comes to rest at `to` px: the position `t` seconds after the release.
    var settle: (_ from: Double, _ velocity: Double, _ to: Double) -> (Double) -> Double = { from, v, to in
        let s = SpringSimulation(spring: .settle, start: from, end: to, velocity: v, tolerance: 0.01)
        return { t in s.position(at: t) }
    }
}
