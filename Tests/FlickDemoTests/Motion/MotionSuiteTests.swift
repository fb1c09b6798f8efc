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

/// The touchpad checks (issue 10) on the museum's tabs.
final class TouchpadMotionSuiteTests: XCTestCase {
    func testDuringATouchpadSwipeTheContentFollowsTheNormalisedTravel() {
        MotionChecks.duringATouchpadSwipeTheContentFollowsTheNormalisedTravel(MotionSuiteTests.subjects)
    }

    func testATouchpadReleaseHandsOnTheNormalisedSpeed() {
        MotionChecks.aTouchpadReleaseHandsOnTheNormalisedSpeed(MotionSuiteTests.subjects)
    }
}
