import XCTest
@testable import FlickCore

/// Touchpad pans through a `SwipeController`: libadwaita's normalisation (a touchpad-wide
/// swipe moves one page), the same normalisation of the release velocity before the policy and
/// the settle, the rubber band as for drags, and touches handled as drags.
final class SwipeControllerTouchpadTests: XCTestCase {
    /// Pages `width` px wide (or a px-progress swipeable with `page` px pages).
    private final class Pages: Swipeable {
        var swipeProgress = AnimatedValue(0)
        let swipeDistance: Double
        let swipePageLength: Double
        let swipeSnapPoints: [Double]?
        var settled: (target: Double, velocity: Double)?
        init(distance: Double, page: Double, snaps: [Double]?, at start: Double) {
            swipeDistance = distance; swipePageLength = page; swipeSnapPoints = snaps
            swipeProgress = AnimatedValue(start)
        }
        func swipeSettle(to target: Double, velocity: Double, now: Double) { settled = (target, velocity) }
    }

    private func pan(_ d: Point, velocity: Point = .zero, source: PanSource) -> PanInfo {
        PanInfo(start: Point(500, 300), location: Point(500 + d.x, 300 + d.y), velocity: velocity, source: source)
    }

    private func drive(_ p: Pages, axis: SwipeAxis = .horizontal, source: PanSource,
                       policy: SwipeEndPolicy = .projection(longSwipes: false)) -> SwipeController {
        let c = SwipeController(p, axis: axis, policy: policy)
        XCTAssertTrue(c.begin(pan(.zero, source: source), now: 0))
        return c
    }

    func testATouchpadWideSwipeMovesOnePage() {
        let p = Pages(distance: 1000, page: 1000, snaps: Array(0...9).map(Double.init), at: 3)
        let c = drive(p, source: .touchpad)
        c.update(pan(Point(-100, 0), source: .touchpad))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 3.25, accuracy: 1e-12, "100 px of 400: a quarter page")
        c.update(pan(Point(-Constants.touchpadSwipeWidthPx, 0), source: .touchpad))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 4, accuracy: 1e-12)
        c.update(pan(Point(200, 0), source: .touchpad))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 2.5, accuracy: 1e-12, "fingers right: back")
    }

    func testVerticalUsesTheTouchpadHeight() {
        let p = Pages(distance: 600, page: 600, snaps: [0, 1, 2], at: 1)
        let c = drive(p, axis: .vertical, source: .touchpad)
        c.update(pan(Point(0, -150), source: .touchpad))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 1.5, accuracy: 1e-12, "150 px of 300: half a page")
        XCTAssertEqual(Constants.touchpadSwipeHeightPx, 300)
    }

    func testThePageLengthScalesPxProgress() {
        // A drawer 320 px wide, progress in px (distance 1), like the deck (not reversed here).
        let p = Pages(distance: 1, page: 320, snaps: [0, 320], at: 0)
        let c = drive(p, source: .touchpad)
        c.update(pan(Point(-200, 0), source: .touchpad))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 160, accuracy: 1e-9, "half the touchpad: half the drawer")
    }

    func testTheReleaseVelocityIsNormalisedBeforeThePolicy() {
        // 600 px/s of fingers is 1500 px/s of a 1000 px page: a fling by the policy's threshold.
        let p = Pages(distance: 1000, page: 1000, snaps: Array(0...9).map(Double.init), at: 3)
        let c = drive(p, source: .touchpad)
        c.update(pan(Point(-20, 0), source: .touchpad))
        let target = c.end(pan(Point(-20, 0), velocity: Point(-600, 0), source: .touchpad), now: 0)
        XCTAssertEqual(target, 4)
        XCTAssertEqual(p.settled?.velocity ?? .nan, 1.5, accuracy: 1e-12, "progress units/s: 600 × 1000/400 / 1000")

        // The same fingers' speed as a pointer drag is a flick of only 600 px/s of content.
        let q = Pages(distance: 1000, page: 1000, snaps: Array(0...9).map(Double.init), at: 3)
        let d = drive(q, source: .pointer)
        d.update(pan(Point(-20, 0), source: .pointer))
        d.end(pan(Point(-20, 0), velocity: Point(-600, 0), source: .pointer), now: 0)
        XCTAssertEqual(q.settled?.velocity ?? .nan, 0.6, accuracy: 1e-12)
    }

    func testASlowTouchpadReleaseSnapsLikeADrag() {
        let p = Pages(distance: 1000, page: 1000, snaps: Array(0...9).map(Double.init), at: 3)
        let c = drive(p, source: .touchpad)
        c.update(pan(Point(-120, 0), source: .touchpad))  // 0.3 page
        XCTAssertEqual(c.end(pan(Point(-120, 0), velocity: .zero, source: .touchpad), now: 0), 3)
        let q = Pages(distance: 1000, page: 1000, snaps: Array(0...9).map(Double.init), at: 3)
        let d = drive(q, source: .touchpad)
        d.update(pan(Point(-240, 0), source: .touchpad))  // 0.6 page
        XCTAssertEqual(d.end(pan(Point(-240, 0), velocity: .zero, source: .touchpad), now: 0), 4)
    }

    func testTheRubberBandAppliesToTheNormalisedTravel() {
        let p = Pages(distance: 1000, page: 1000, snaps: [0, 1, 2], at: 0)
        let c = drive(p, source: .touchpad)
        c.update(pan(Point(160, 0), source: .touchpad))  // 400 px of content past the first page
        XCTAssertEqual(p.swipeProgress.value(now: 0), RubberBand.offset(-400, dimension: 1000) / 1000, accuracy: 1e-12)
    }

    func testTouchesAreDrags() {
        let p = Pages(distance: 1000, page: 1000, snaps: [0, 1, 2], at: 1)
        let c = drive(p, source: .touch)
        c.update(pan(Point(-250, 0), source: .touch))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 1.25, accuracy: 1e-12)
        XCTAssertEqual(SwipeController.travelScale(source: .touch, axis: .horizontal, pageLength: 1000), 1)
        XCTAssertEqual(SwipeController.travelScale(source: .pointer, axis: .vertical, pageLength: 1000), 1)
    }
}
