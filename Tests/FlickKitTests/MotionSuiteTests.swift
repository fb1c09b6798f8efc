import XCTest
import FlickTestSupport

/// The motion suite (`MotionChecks`) on the library's panning components.
final class MotionSuiteTests: XCTestCase {
    static let subjects: [MotionSubject] = [
        MotionSubjects.swiper,
        MotionSubjects.carousel,
        MotionSubjects.deck,
        MotionSubjects.grid,
        MotionSubjects.slides,
    ]

    func testDuringADragTheContentMovesAsFarAsThePointerEveryFrame() { MotionChecks.duringADragTheContentMovesAsFarAsThePointerEveryFrame(Self.subjects) }

    func testAPressCatchesMovingContentOnTheGrabFrameAndHoldsIt() { MotionChecks.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(Self.subjects) }

    func testAfterAReleaseEveryFrameFollowsTheClosedFormSettle() { MotionChecks.afterAReleaseEveryFrameFollowsTheClosedFormSettle(Self.subjects) }

    func testAReleaseAfterHoldingStillHasNoVelocity() { MotionChecks.aReleaseAfterHoldingStillHasNoVelocity(Self.subjects) }

    func testPastAnEdgeTheRubberBandFollowsItsFormula() { MotionChecks.pastAnEdgeTheRubberBandFollowsItsFormula(Self.subjects) }
}
