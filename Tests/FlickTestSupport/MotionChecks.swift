import FlickTesting
import XCTest

/// FlickTesting's motion checks as XCTest assertions for Flick's own motion suites: each fails
/// the test once per finding.
public enum MotionChecks {
    private static func assertNone(_ failures: [String], file: StaticString, line: UInt) {
        for failure in failures { XCTFail(failure, file: file, line: line) }
    }

    /// `MotionCheck.duringADragTheContentMovesAsFarAsThePointerEveryFrame`, asserted.
    public static func duringADragTheContentMovesAsFarAsThePointerEveryFrame(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line) {
        assertNone(MotionCheck.duringADragTheContentMovesAsFarAsThePointerEveryFrame(subjects), file: file, line: line)
    }

    /// `MotionCheck.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt`, asserted.
    public static func aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line) {
        assertNone(MotionCheck.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(subjects), file: file, line: line)
    }

    /// `MotionCheck.afterAReleaseEveryFrameFollowsTheClosedFormSettle`, asserted.
    public static func afterAReleaseEveryFrameFollowsTheClosedFormSettle(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line) {
        assertNone(MotionCheck.afterAReleaseEveryFrameFollowsTheClosedFormSettle(subjects), file: file, line: line)
    }

    /// `MotionCheck.aReleaseAfterHoldingStillHasNoVelocity`, asserted.
    public static func aReleaseAfterHoldingStillHasNoVelocity(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line) {
        assertNone(MotionCheck.aReleaseAfterHoldingStillHasNoVelocity(subjects), file: file, line: line)
    }

    /// `MotionCheck.pastAnEdgeTheRubberBandFollowsItsFormula`, asserted.
    public static func pastAnEdgeTheRubberBandFollowsItsFormula(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line) {
        assertNone(MotionCheck.pastAnEdgeTheRubberBandFollowsItsFormula(subjects), file: file, line: line)
    }

    /// `MotionCheck.duringATouchpadSwipeTheContentFollowsTheNormalisedTravel`, asserted; the largest error, px.
    @discardableResult
    public static func duringATouchpadSwipeTheContentFollowsTheNormalisedTravel(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line) -> Double {
        let result = MotionCheck.duringATouchpadSwipeTheContentFollowsTheNormalisedTravel(subjects)
        assertNone(result.failures, file: file, line: line)
        return result.worstError
    }

    /// `MotionCheck.aTouchpadReleaseHandsOnTheNormalisedSpeed`, asserted; its figures.
    @discardableResult
    public static func aTouchpadReleaseHandsOnTheNormalisedSpeed(_ subjects: [MotionSubject], file: StaticString = #filePath, line: UInt = #line)
        -> (worstStartError: Double, firstFrameRatios: [String: Double]) {
        let result = MotionCheck.aTouchpadReleaseHandsOnTheNormalisedSpeed(subjects)
        assertNone(result.failures, file: file, line: line)
        return (result.worstStartError, result.firstFrameRatios)
    }
}
