import XCTest
import FlickTestSupport

/// The motion suite (`MotionChecks`) on the library's panning components.
final class MotionSuiteTests: XCTestCase {
    static let subjects: [MotionSubject] = [
        MotionSubjects.swiper,
        MotionSubjects.boundedSwiper,
        MotionSubjects.carousel,
        MotionSubjects.deck,
        MotionSubjects.grid,
        MotionSubjects.slides,
        MotionSubjects.zoom,
    ]

    func testDuringADragTheContentMovesAsFarAsThePointerEveryFrame() { MotionChecks.duringADragTheContentMovesAsFarAsThePointerEveryFrame(Self.subjects) }

    func testAPressCatchesMovingContentOnTheGrabFrameAndHoldsIt() { MotionChecks.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(Self.subjects) }

    func testAfterAReleaseEveryFrameFollowsTheClosedFormSettle() { MotionChecks.afterAReleaseEveryFrameFollowsTheClosedFormSettle(Self.subjects) }

    func testAReleaseAfterHoldingStillHasNoVelocity() { MotionChecks.aReleaseAfterHoldingStillHasNoVelocity(Self.subjects) }

    func testPastAnEdgeTheRubberBandFollowsItsFormula() { MotionChecks.pastAnEdgeTheRubberBandFollowsItsFormula(Self.subjects) }
}

/// The touchpad checks (issue 10) on the same subjects; the figures go to the log.
final class TouchpadMotionSuiteTests: XCTestCase {
    func testDuringATouchpadSwipeTheContentFollowsTheNormalisedTravel() {
        let worst = MotionChecks.duringATouchpadSwipeTheContentFollowsTheNormalisedTravel(MotionSuiteTests.subjects)
        print("touchpad swipe: largest offset error \(worst) px")
    }

    func testATouchpadReleaseHandsOnTheNormalisedSpeed() {
        let r = MotionChecks.aTouchpadReleaseHandsOnTheNormalisedSpeed(MotionSuiteTests.subjects)
        print("touchpad release: worst start-speed error \(r.worstStartError * 100) %; first frame ÷ fingers \(r.firstFrameRatios)")
    }
}
