import XCTest
@testable import FlickCore

/// A drawer-like swipeable: progress is a position in px that follows the pointer (closed at 0,
/// open at 300), with a motion of its own that a catch must end.
private final class Drawer: Swipeable {
    var swipeProgress = AnimatedValue(0)
    var swipeDistance: Double { 1 }
    var swipeSnapPoints: [Double]? { [0, 300] }
    var fading = false
    var caught = 0
    var settled: [(Double, Double)] = []
    func swipeIsMoving(now: Double) -> Bool { fading || swipeProgress.isAnimating(now: now) }
    func swipeCatch(now: Double) -> Double {
        caught += 1
        fading = false
        return swipeProgress.grab(now: now)
    }
    func swipeSettle(to target: Double, velocity: Double, now: Double) {
        settled.append((target, velocity))
        swipeProgress.animate(to: target, now: now, velocity: velocity)
    }
}

final class SwipeControllerDrawerTests: XCTestCase {
    private func pan(_ dx: Double, velocity: Double = 0) -> PanInfo {
        PanInfo(start: Point(100, 100), location: Point(100 + dx, 100), velocity: Point(velocity, 0))
    }

    func testAReversedSwipeGrowsWithThePointerAndHandsOverItsVelocity() {
        let d = Drawer(), c = SwipeController(d, policy: .fractionOfTheWay())
        c.reversed = true
        c.begin(pan(0), now: 0)
        c.update(pan(120))
        XCTAssertEqual(d.swipeProgress.value(now: 0), 120, accuracy: 1e-12)
        c.end(pan(120, velocity: 900), now: 0)
        XCTAssertEqual(d.settled.last?.0, 300, "a fast flick towards open opens")
        XCTAssertEqual(d.settled.last?.1, 900, "in px/s, the pointer's direction")
    }

    func testTheSwipeablesOwnMotionIsCaughtThroughItsHooks() {
        let d = Drawer(), c = SwipeController(d, policy: .fractionOfTheWay())
        d.fading = true
        XCTAssertTrue(c.press(now: 0), "a cross-fade is a motion too")
        XCTAssertEqual(d.caught, 1)
        XCTAssertFalse(d.fading)
        c.begin(pan(0), now: 0)
        XCTAssertEqual(d.caught, 2, "a drag catches it as well")
    }

    func testACaughtReleaseCanFollowThePolicy() {
        for (followsPolicy, expected) in [(false, 300.0), (true, 0.0)] {
            let d = Drawer(), c = SwipeController(d, policy: .fractionOfTheWay())
            c.caughtReleaseFollowsPolicy = followsPolicy
            d.swipeProgress.set(180)
            d.swipeProgress.animate(to: 300, now: 0, duration: 1, curve: .linear)
            XCTAssertTrue(c.press(now: 0))
            XCTAssertTrue(c.release(now: 0))
            XCTAssertEqual(d.settled.last?.0, expected, "180 of 300 px: nearer open, short of 2/3")
            XCTAssertEqual(d.settled.last?.1, 0)
            XCTAssertFalse(c.release(now: 0), "nothing caught any more")
        }
    }
}
