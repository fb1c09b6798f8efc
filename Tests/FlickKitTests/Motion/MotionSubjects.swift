import FlickTestSupport
import FlickCore
@testable import FlickKit

/// The components the motion suite checks.
extension MotionSubjects {
    /// The swiper: content x = −progress × width (drag left, the next page comes in).
    static let swiper = MotionSubject(
        name: "swiper", make: { Swiper(pageCount: 7) { _ in DrawnView { size in .fill(Rect(size: size), Color(hex: 0x3060D0)) } } }, size: Size(640, 400), axis: .horizontal,
        dragPoint: Point(400, 200), forward: -1,
        position: { c, now in -(c as! Swiper).progress(at: now) * 640 },
        edgePull: nil, touchpadPage: 640)
}
