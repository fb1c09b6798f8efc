import FlickTestSupport
import FlickCore
@testable import FlickKit

extension MotionSubjects {
    /// The paged grid: 40 tiles at 640x400 (4x2 a page, five pages), paged vertically; content
    /// y = −progress × page height (drag up, the next page comes in); the rubber band above the
    /// first page, one page tall.
    static let grid = MotionSubject(
        name: "grid", make: { PagedGrid(items: PagedGridHarness.items(40)) }, size: Size(640, 400), axis: .vertical,
        dragPoint: Point(300, 200), forward: -1,
        position: { c, now in -(c as! PagedGrid).position(now: now) * 400 },
        edgePull: (direction: 1, dimension: 400), touchpadPage: 400)
}
