import XCTest
@testable import FlickCore

/// The lift-to-close rule: a threshold measured from a resting point wherever the swipe began,
/// and a caught swipeable let go that settles by that rule rather than on the nearest point.
final class SwipeThresholdFromRestTests: XCTestCase {
    /// Lifted card heights, 0 = in the row, 1 = closed; 420 px a card.
    private final class Lift: Swipeable {
        var swipeProgress = AnimatedValue(0)
        var swipeDistance: Double { 420 }
        var swipeSnapPoints: [Double]? { [0, 1] }
        var settled: [Double] = []
        func swipeSettle(to target: Double, velocity: Double, now: Double) {
            settled.append(target)
            swipeProgress.set(target)
        }
    }

    private func fromRest(_ p: Double, _ v: Double, start: Double) -> Double {
        SwipeEndPolicy.threshold(0.3, fromRest: 0).target(progress: p, velocity: v, start: start, snapPoints: [0, 1],
                                                           distance: 420)
    }

    func testItCommitsPastTheFractionOfTheWayFromRestAndCancelsBefore() {
        XCTAssertEqual(fromRest(0.29, 0, start: 0), 0)
        XCTAssertEqual(fromRest(0.31, 0, start: 0), 1)
        XCTAssertEqual(fromRest(-0.2, 0, start: 0), 0, "below the rest it stays")
    }

    func testItMeasuresFromTheRestWhereverTheSwipeBegan() {
        XCTAssertEqual(fromRest(0.5, 0, start: 0.8), 1, "caught high and let go above the threshold: it commits")
    }

    func testItProjectsTheReleaseVelocity() {
        XCTAssertEqual(fromRest(0.1, 900.0 / 420, start: 0), 1, "a fling up after a short lift commits")
        XCTAssertEqual(fromRest(0.5, -2000.0 / 420, start: 0), 0, "flung back down")
    }

    func testACaughtSwipeableLetGoSettlesByThePolicyWhenAsked() {
        for (byPolicy, expected) in [(false, 0.0), (true, 1.0)] {
            let lift = Lift()
            let c = SwipeController(lift, axis: .vertical, policy: .threshold(0.3, fromRest: 0))
            c.caughtReleaseFollowsPolicy = byPolicy
            lift.swipeProgress.animate(to: 2, now: 0)
            let t = (1...100).map { Double($0) / 1000 }.first { lift.swipeProgress.value(now: $0) > 0.35 }!
            XCTAssertLessThan(lift.swipeProgress.value(now: t), 0.5)
            XCTAssertTrue(c.press(now: t))
            c.release(now: t + 0.1)
            XCTAssertEqual(lift.settled, [expected], "settles by the policy: \(byPolicy)")
            XCTAssertTrue(c.takesTap())
        }
    }
}
