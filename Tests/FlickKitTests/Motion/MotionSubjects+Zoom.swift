import FlickTestSupport
import FlickCore
@testable import FlickKit

extension MotionSubjects {
    /// A zoom view at 2x resting at its left edge (its scale set before its first layout): the
    /// content's x is its origin; dragging left pans it, dragging right pulls it past the left
    /// edge with the view's width as the rubber band's dimension.
    static let zoom = MotionSubject(
        name: "zoom",
        make: {
            let z = ZoomView(content: DrawnView { size in .fill(Rect(size: size), Color(hex: 0x3060D0)) })
            z.scale = 2
            return z
        },
        size: Size(640, 400), axis: .horizontal,
        dragPoint: Point(400, 200), forward: -1,
        position: { c, now in (c as! ZoomView).origin(now: now).x },
        edgePull: (direction: 1, dimension: 640))
}
