import XCTest
import FlickTestSupport

/// The motion suite (`MotionChecks`) on the demo's own panning components (the museum app).
final class MotionSuiteTests: XCTestCase {
    static let subjects: [MotionSubject] = [
        MotionSubjects.museumTabs,
    ]

    func testDuringADragTheContentMovesAsFarAsThePointerEveryFrame() { MotionChecks.duringADragTheContentMovesAsFarAsThePointerEveryFrame(Self.subjects) }

    func testAPressCatchesMovingContentOnTheGrabFrameAndHoldsIt() { MotionChecks.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(Self.subjects) }

    func testAfterAReleaseEveryFrameFollowsTheClosedFormSettle() { MotionChecks.afterAReleaseEveryFrameFollowsTheClosedFormSettle(Self.subjects) }

    func testAReleaseAfterHoldingStillHasNoVelocity() { MotionChecks.aReleaseAfterHoldingStillHasNoVelocity(Self.subjects) }

    func testPastAnEdgeTheRubberBandFollowsItsFormula() { MotionChecks.pastAnEdgeTheRubberBandFollowsItsFormula(Self.subjects) }
}
