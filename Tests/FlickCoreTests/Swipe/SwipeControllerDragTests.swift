import XCTest
@testable import FlickCore

/// The drag mapping and libadwaita's end points through a `SwipeController` (`SwipeDragProbe`).
final class SwipeControllerDragTests: XCTestCase {
    private let width = 1000.0
    private let pages: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

    private func tracker(at progress: Double, long: Bool = false, snapPoints: [Double]? = nil,
                         bounded: Bool = true) -> SwipeDragProbe {
        SwipeDragProbe(progress: progress, distance: width, snapPoints: bounded ? (snapPoints ?? pages) : nil,
                       longSwipes: long)
    }

    func testBeginStartsTrackingWithoutMoving() {
        let t = tracker(at: 2)
        XCTAssertTrue(t.isTracking)
        XCTAssertEqual(t.progress, 2)
        XCTAssertEqual(t.update(translation: 0), 2)
    }

    func testProgressFollowsThePointer() {
        let t = tracker(at: 2)
        XCTAssertEqual(t.update(translation: -250), 2.25, accuracy: 1e-12, "dragging left goes forward")
        XCTAssertEqual(t.update(translation: 100), 1.9, accuracy: 1e-12, "dragging right goes back")
        XCTAssertEqual(t.progress, 1.9, accuracy: 1e-12)
    }

    func testDragPastTheFirstPageRubberBands() {
        let t = tracker(at: 0)
        let p = t.update(translation: 400)
        XCTAssertEqual(p, RubberBand.offset(-400, dimension: width) / width, accuracy: 1e-12)
        XCTAssertLessThan(p, 0)
        XCTAssertGreaterThan(p, -0.4)
        XCTAssertGreaterThan(t.update(translation: 100_000), -1)
    }

    func testDragPastTheLastPageRubberBands() {
        let t = tracker(at: 9)
        let p = t.update(translation: -300)
        XCTAssertEqual(p, 9 + RubberBand.offset(300, dimension: width) / width, accuracy: 1e-12)
        XCTAssertGreaterThan(p, 9)
        XCTAssertLessThan(p, 9.3)
        XCTAssertGreaterThan(t.update(translation: -600), p, "more drag, more stretch")
    }

    func testUnboundedLatticeNeverRubberBands() {
        let t = tracker(at: 0, bounded: false)
        XCTAssertEqual(t.update(translation: 2500), -2.5, accuracy: 1e-12)
    }

    func testSlowReleaseSnapsToTheNearestPage() {
        let t = tracker(at: 2)
        t.update(translation: -400)
        let end = t.end(velocity: -100)
        XCTAssertEqual(end.target, 2)
        XCTAssertEqual(end.velocity, 0.1, accuracy: 1e-12, "progress units/s, sign flipped")
        XCTAssertFalse(t.isTracking)

        let u = tracker(at: 2)
        u.update(translation: -600)
        XCTAssertEqual(u.end(velocity: 100).target, 3)
    }

    func testReleaseBelowTheThresholdDoesNotFlick() {
        let t = tracker(at: 2)
        t.update(translation: -100)
        XCTAssertEqual(t.end(velocity: -(Constants.swipeVelocityThresholdPxPerS - 1)).target, 2)
    }

    func testFlickForwardMovesAtLeastOnePage() {
        let t = tracker(at: 2)
        t.update(translation: -50)
        XCTAssertEqual(t.end(velocity: -(Constants.swipeVelocityThresholdPxPerS + 50)).target, 3)
    }

    func testFlickForwardFromMidDragReachesTheNextPage() {
        let t = tracker(at: 2)
        t.update(translation: -200)
        XCTAssertEqual(t.end(velocity: -2000).target, 3)
    }

    func testFlickBackwardFromJustPastTheStartReturnsToIt() {
        let t = tracker(at: 2)
        t.update(translation: -200)
        XCTAssertEqual(t.end(velocity: 400).target, 2)
    }

    func testFlickBackwardWithoutDragGoesBackAPage() {
        let t = tracker(at: 2)
        XCTAssertEqual(t.end(velocity: 400).target, 1)
    }

    func testWithoutLongSwipesAFastFlingMovesOnePageAtMost() {
        let t = tracker(at: 4)
        t.update(translation: -300)
        XCTAssertEqual(t.end(velocity: -7000).target, 5)

        let u = tracker(at: 4)
        u.update(translation: 300)
        XCTAssertEqual(u.end(velocity: 7000).target, 3)
    }

    func testSlowReleaseAfterADragOverSeveralPagesLandsWhereTheContentIs() {
        let t = tracker(at: 4)
        t.update(translation: -2600)
        XCTAssertEqual(t.end(velocity: -100).target, 7)
    }

    func testFlickAfterADragOverMoreThanAPageStillGoesForward() {
        let t = tracker(at: 4)
        t.update(translation: -1600)
        XCTAssertEqual(t.end(velocity: -5000).target, 6)
    }

    func testFlickBackAfterADragOverMoreThanAPageStaysWithinAPageOfTheStart() {
        let t = tracker(at: 4)
        t.update(translation: -1600)
        XCTAssertEqual(t.end(velocity: 5000).target, 3)
    }

    func testWithLongSwipesAFastFlingMovesSeveralPages() {
        let t = tracker(at: 2, long: true)
        t.update(translation: -100)
        // 2.1 + 5000·0.499/1000 ≈ 4.6 → 5.
        XCTAssertEqual(t.end(velocity: -5000).target, 5)
    }

    func testFlingsStopAtTheEnds() {
        let t = tracker(at: 8, long: true)
        t.update(translation: -100)
        XCTAssertEqual(t.end(velocity: -6000).target, 9)

        let u = tracker(at: 0)
        u.update(translation: 200)
        XCTAssertEqual(u.end(velocity: 3000).target, 0)
    }

    func testReleaseWhileRubberBandedSettlesOnTheEdge() {
        let t = tracker(at: 9)
        t.update(translation: -500)
        XCTAssertEqual(t.end(velocity: 0).target, 9)
    }

    func testUnboundedLatticeWithLongSwipesTravelsSeveralPages() {
        let t = tracker(at: 10, long: true, bounded: false)
        t.update(translation: -100)
        // 10.1 + 6000·0.499/1000 ≈ 13.09 → 13.
        XCTAssertEqual(t.end(velocity: -6000).target, 13)

        let u = tracker(at: 0, long: true, bounded: false)
        XCTAssertEqual(u.end(velocity: 6000).target, -3)
    }

    func testUnboundedLatticeWithoutLongSwipesMovesOnePage() {
        let t = tracker(at: -4, bounded: false)
        t.update(translation: 100)
        XCTAssertEqual(t.end(velocity: 6000).target, -5)
    }

    func testBeginMidAnimationKeepsTheFractionalProgress() {
        let t = tracker(at: 1.7)
        XCTAssertEqual(t.update(translation: 0), 1.7, accuracy: 1e-12)
        XCTAssertEqual(t.update(translation: -100), 1.8, accuracy: 1e-12)
        XCTAssertEqual(t.end(velocity: 0).target, 2)
    }

    func testFlickFromAFractionalBeginIsLimitedAroundItsNearestPage() {
        let t = tracker(at: 1.7)
        XCTAssertEqual(t.end(velocity: -7000).target, 3)
        let u = tracker(at: 1.7)
        XCTAssertEqual(u.end(velocity: 7000).target, 1)
    }

    func testBeginWhileRubberBandedDoesNotJump() {
        let t = tracker(at: -0.1)
        XCTAssertEqual(t.update(translation: 0), -0.1, accuracy: 1e-9)
        XCTAssertLessThan(t.update(translation: 50), -0.1)
        XCTAssertGreaterThan(t.update(translation: -50), -0.1)
    }

    func testUnevenSnapPointsSnapAmongThemselves() {
        let t = tracker(at: 0, snapPoints: [0, 0.25, 1])
        t.update(translation: -400)
        XCTAssertEqual(t.end(velocity: 0).target, 0.25)
        let u = tracker(at: 0, snapPoints: [0, 0.25, 1])
        u.update(translation: -400)
        XCTAssertEqual(u.end(velocity: -4000).target, 1)
    }

    func testCancelReturnsThePageNearestTheBeginning() {
        let t = tracker(at: 3.2)
        t.update(translation: -700)
        XCTAssertEqual(t.cancel(), 3)
        XCTAssertFalse(t.isTracking)
    }

    func testUpdateAfterEndIsIgnored() {
        let t = tracker(at: 2)
        t.update(translation: -100)
        _ = t.end(velocity: 0)
        XCTAssertEqual(t.update(translation: -900), 2.1, accuracy: 1e-12)
    }
}
