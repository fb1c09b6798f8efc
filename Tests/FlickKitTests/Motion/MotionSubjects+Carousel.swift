import FlickTestSupport
import FlickCore
@testable import FlickKit

extension MotionSubjects {
    /// The carousel presenting its row of ten cards at 640x400 (pitch 424 px), from the first
    /// page: content x = −progress × pitch (drag left, the next card comes in); dragging right
    /// pulls the first card past its edge, with the card pitch as the rubber band's dimension.
    static let carousel = MotionSubject(
        name: "carousel",
        make: {
            PageCarousel(pages: (0..<10).map { CarouselTestPage("P\($0)") }, presenting: true) {
                CarouselTestPage("new", untitled: true)
            }
        },
        size: Size(640, 400), axis: .horizontal,
        dragPoint: Point(400, 200), forward: -1,
        position: { c, now in
            let carousel = c as! PageCarousel
            return -carousel.progress(now: now) * carousel.geometry.pitch
        },
        edgePull: (direction: 1, dimension: 424), touchpadPage: 424)
}
