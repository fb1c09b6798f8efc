import FlickTestSupport
import FlickCore
@testable import FlickDemo
import FlickKit

extension MotionSubjects {
    /// The museum's tabs at 640x400, swiped horizontally over the grid; content x = −tab
    /// progress × width (drag left, Favorites comes in); the rubber band left of Collections,
    /// one width wide.
    static let museumTabs = MotionSubject(
        name: "museum tabs", make: { Museum(collections: MuseumHarness.collections(12)) }, size: Size(640, 400),
        axis: .horizontal, dragPoint: Point(300, 150), forward: -1,
        position: { c, now in -(c as! Museum).tabProgress(now: now) * 640 },
        edgePull: (direction: 1, dimension: 640), touchpadPage: 640)
}
