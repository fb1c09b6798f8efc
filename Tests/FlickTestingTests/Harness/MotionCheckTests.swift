import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The motion checks hold for content that follows the pointer and name what fails for content
/// that does not.
final class MotionCheckTests: XCTestCase {
    /// A bounded swiper whose content position is read at `follow` times its real offset (1: true).
    private func swiper(_ name: String, follow: Double) -> MotionSubject {
        MotionSubject(
            name: name,
            make: {
                Swiper(pageCount: 5, options: SwiperOptions(isCircular: false)) { _ in
                    DrawnView { size in .fill(Rect(size: size), Color(hex: 0x3060D0)) }
                }
            },
            size: Size(640, 400), axis: .horizontal, dragPoint: Point(400, 200), forward: -1,
            position: { c, now in -(c as! Swiper).progress(now: now) * 640 * follow },
            edgePull: (direction: 1, dimension: 640), touchpadPage: 640)
    }

    private var still: MotionSubject {
        MotionSubject(name: "still", make: { GestureLog() }, size: Size(640, 400), axis: .horizontal,
                      dragPoint: Point(400, 200), forward: -1, position: { _, _ in 0 }, edgePull: nil, touchpadPage: 640)
    }

    func testContentThatFollowsThePointerPassesEveryCheck() {
        let s = [swiper("swiper", follow: 1)]
        XCTAssertEqual(MotionCheck.duringADragTheContentMovesAsFarAsThePointerEveryFrame(s), [])
        XCTAssertEqual(MotionCheck.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(s), [])
        XCTAssertEqual(MotionCheck.afterAReleaseEveryFrameFollowsTheClosedFormSettle(s), [])
        XCTAssertEqual(MotionCheck.aReleaseAfterHoldingStillHasNoVelocity(s), [])
        XCTAssertEqual(MotionCheck.pastAnEdgeTheRubberBandFollowsItsFormula(s), [])
        XCTAssertEqual(MotionCheck.duringATouchpadSwipeTheContentFollowsTheNormalisedTravel(s).failures, [])
        XCTAssertEqual(MotionCheck.aTouchpadReleaseHandsOnTheNormalisedSpeed(s).failures, [])
    }

    func testContentThatLagsIsNamedWithTheValuesThatDiffer() {
        let failures = MotionCheck.duringADragTheContentMovesAsFarAsThePointerEveryFrame([swiper("lagging", follow: 0.5)])
        XCTAssertFalse(failures.isEmpty)
        XCTAssertTrue(failures.allSatisfy { $0.hasPrefix("lagging: content and pointer per frame: ") }, "\(failures)")
    }

    func testContentThatNeverMovesFailsTheDragAndTheFling() {
        let drag = MotionCheck.duringADragTheContentMovesAsFarAsThePointerEveryFrame([still])
        XCTAssertEqual(drag.first, "still: the pan's first frame moves the content")
        XCTAssertTrue(MotionCheck.aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt([still]).contains("still: the fling moves"))
        XCTAssertFalse(MotionCheck.duringATouchpadSwipeTheContentFollowsTheNormalisedTravel([still]).failures.isEmpty)
    }
}
