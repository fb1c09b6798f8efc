import FlickTestSupport
import FlickCore
@testable import FlickKit

/// The components the motion suite checks.
extension MotionSubjects {
    /// The swiper: content x = −progress × width (drag left, the next page comes in).
    static let swiper = MotionSubject(
        name: "swiper", make: { Swiper(pageCount: 7) { _ in DrawnView { size in .fill(Rect(size: size), Color(hex: 0x3060D0)) } } }, size: Size(640, 400), axis: .horizontal,
        dragPoint: Point(400, 200), forward: -1,
        position: { c, now in -(c as! Swiper).progress(now: now) * 640 },
        edgePull: nil, touchpadPage: 640)

    /// The bounded swiper (`isCircular: false`) on its first page: the same motion, and dragging
    /// right pulls the first page past its edge, with the page width as the rubber band's dimension.
    static let boundedSwiper = MotionSubject(
        name: "bounded swiper",
        make: {
            Swiper(pageCount: 7, options: SwiperOptions(isCircular: false)) { _ in
                DrawnView { size in .fill(Rect(size: size), Color(hex: 0x3060D0)) }
            }
        },
        size: Size(640, 400), axis: .horizontal,
        dragPoint: Point(400, 200), forward: -1,
        position: { c, now in -(c as! Swiper).progress(now: now) * 640 },
        edgePull: (direction: 1, dimension: 640), touchpadPage: 640)
}
