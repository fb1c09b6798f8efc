import XCTest
@testable import FlickCore

/// A minimal swipeable: five pages 400 px wide.
private final class Pages: Swipeable {
    var swipeProgress = AnimatedValue(0)
    var swipeDistance: Double { 400 }
    var swipeSnapPoints: [Double]? { [0, 1, 2, 3, 4] }
    var settled: [(Double, Double)] = []
    func swipeSettle(to target: Double, velocity: Double, now: Double) {
        settled.append((target, velocity))
        swipeProgress.animate(to: target, now: now, velocity: velocity)
    }
}

final class SwipeControllerTests: XCTestCase {
    private func pan(_ dx: Double, velocity: Double = 0) -> PanInfo {
        PanInfo(start: Point(200, 100), location: Point(200 + dx, 100), velocity: Point(velocity, 0))
    }

    func testADragFollowsThePointerOneToOne() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        XCTAssertTrue(c.begin(pan(0), now: 0))
        c.update(pan(-100))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 0.25, accuracy: 1e-12)
        c.update(pan(-40))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 0.1, accuracy: 1e-12)
    }

    func testTheContentFollowsTheMotionAfterThePanWasRecognised() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        var info = PanInfo(start: Point(200, 100), location: Point(193, 100), anchor: Point(193, 100))
        c.begin(info, now: 0)
        XCTAssertEqual(p.swipeProgress.value(now: 0), 0, "no jump by the slop on the first frame")
        info.location = Point(190, 100)
        c.update(info)
        XCTAssertEqual(p.swipeProgress.value(now: 0) * 400, 3, accuracy: 1e-9)
    }

    func testADragPastTheFirstPageMeetsTheRubberBand() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        c.begin(pan(0), now: 0)
        c.update(pan(200))
        XCTAssertEqual(p.swipeProgress.value(now: 0) * 400, RubberBand.offset(-200, dimension: 400), accuracy: 1e-9)
    }

    func testAPressCatchesAMovingSwipeWhereItIsAndSwallowsItsTap() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        p.swipeProgress.animate(to: 3, now: 0)
        let here = p.swipeProgress.value(now: 0.05)
        XCTAssertTrue(c.press(now: 0.05))
        XCTAssertEqual(p.swipeProgress.value(now: 0.05), here)
        XCTAssertEqual(p.swipeProgress.value(now: 0.5), here, "held still")
        c.release(now: 0.1)
        XCTAssertEqual(p.settled.last?.0, here.rounded())
        XCTAssertTrue(c.takesTap())
        XCTAssertFalse(c.takesTap(), "only that one tap")
    }

    /// `handle` takes a whole swipe in gestures: the press that catches, the tap it swallows, a
    /// drag from begin to end; other buttons and gestures are not the swipe's.
    func testHandleTakesTheSwipesGesturesInOrder() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        p.swipeProgress.animate(to: 3, now: 0)
        XCTAssertFalse(c.handle(.press(Point(200, 100), button: 3, modifiers: []), now: 0.05), "not the left button")
        XCTAssertTrue(c.handle(.press(Point(200, 100), button: 1, modifiers: []), now: 0.05))
        XCTAssertTrue(c.handle(.release(Point(200, 100), button: 1), now: 0.1))
        XCTAssertTrue(c.handle(.tap(Point(200, 100), count: 1, button: 1, modifiers: []), now: 0.1), "the tap only stopped it")
        XCTAssertFalse(c.handle(.hover(Point(200, 100)), now: 0.1))

        XCTAssertFalse(c.handle(.panUpdate(pan(-100)), now: 1), "no drag yet")
        XCTAssertTrue(c.handle(.panBegin(pan(0)), now: 1))
        XCTAssertTrue(c.handle(.panUpdate(pan(-100)), now: 1))
        XCTAssertTrue(c.handle(.panEnd(pan(-100)), now: 1))
        XCTAssertFalse(c.isDragging)
        XCTAssertFalse(c.handle(.panEnd(pan(-100)), now: 1), "the drag is over")
    }

    /// A `.cancel` settles a drag where the policy sends a release at rest from where it is, and
    /// a caught swipe on its nearest page; with nothing held it does nothing.
    func testACancelEndsWhateverTheSwipeHoldsAtRest() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        XCTAssertFalse(c.handle(.cancel, now: 0), "nothing held")
        XCTAssertTrue(p.settled.isEmpty)
        c.handle(.panBegin(pan(0)), now: 0)
        c.handle(.panUpdate(pan(-300, velocity: -5000)), now: 0)
        XCTAssertTrue(c.handle(.cancel, now: 0))
        XCTAssertFalse(c.isDragging)
        XCTAssertEqual(p.settled.last?.0, 1, "0.75 of the way: the next page, as a release at rest")
        XCTAssertEqual(p.settled.last?.1, 0, "at rest: no fling")

        p.swipeProgress.animate(to: 3, now: 1)
        let here = p.swipeProgress.value(now: 1.05)
        c.handle(.press(Point(200, 100), button: 1, modifiers: []), now: 1.05)
        XCTAssertTrue(c.handle(.cancel, now: 1.1))
        XCTAssertEqual(p.settled.last?.0, here.rounded())
        XCTAssertFalse(c.handle(.tap(Point(200, 100), count: 1, button: 1, modifiers: []), now: 1.1), "no tap swallowed")
    }

    func testAPressOnARestingSwipeCatchesNothing() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        XCTAssertFalse(c.press(now: 1))
        c.release(now: 1.1)
        XCTAssertTrue(p.settled.isEmpty)
        XCTAssertFalse(c.takesTap())
    }

    func testAReleaseHandsThePolicysEndPointAndTheVelocityToTheSettle() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        c.begin(pan(0), now: 0)
        c.update(pan(-60))
        c.end(pan(-60, velocity: -800), now: 0.2)
        XCTAssertEqual(p.settled.last?.0, 1)
        XCTAssertEqual(p.settled.last?.1 ?? 0, 2, accuracy: 1e-12, "800 px/s left is 2 pages/s forward")
        XCTAssertFalse(c.isDragging)
    }

    func testASwipeableMayRefuseASwipeOutsideItsArea() {
        final class Edge: Swipeable {
            var swipeProgress = AnimatedValue(0)
            var swipeDistance: Double { 100 }
            func swipeMayStart(at p: Point, now: Double) -> Bool { p.x < 32 }
        }
        let e = Edge(), c = SwipeController(e, policy: .projection(longSwipes: false))
        XCTAssertFalse(c.begin(pan(10), now: 0))
        XCTAssertFalse(c.isDragging)
        XCTAssertTrue(c.begin(PanInfo(start: Point(5, 0), location: Point(20, 0)), now: 0))
    }

    func testAReversedSwipeGrowsTowardsPositiveCoordinatesAndSoDoesItsVelocity() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        c.reversed = true
        c.begin(pan(0), now: 0)
        c.update(pan(100))
        XCTAssertEqual(p.swipeProgress.value(now: 0), 0.25, accuracy: 1e-12)
        c.end(pan(100, velocity: 800), now: 0.2)
        XCTAssertEqual(p.settled.last?.0, 1)
        XCTAssertEqual(p.settled.last?.1 ?? 0, 2, accuracy: 1e-12, "800 px/s right is 2 pages/s forward")
    }

    func testIsHoldingFromACatchingPressUntilTheReleaseOrADrag() {
        let p = Pages(), c = SwipeController(p, policy: .projection(longSwipes: false))
        p.swipeProgress.animate(to: 3, now: 0)
        c.press(now: 0.05)
        XCTAssertTrue(c.isHolding)
        c.release(now: 0.1)
        XCTAssertFalse(c.isHolding)
        p.swipeProgress.animate(to: 0, now: 0.2)
        c.press(now: 0.25)
        XCTAssertTrue(c.isHolding)
        c.begin(pan(-10), now: 0.3)
        XCTAssertFalse(c.isHolding, "the drag took it")
    }

    func testAPressCatchesWhateverTheSwipeableSaysMoves() {
        final class Busy: Swipeable {
            var swipeProgress = AnimatedValue(0)
            var swipeDistance: Double { 100 }
            func swipeIsMoving(now: Double) -> Bool { now < 1 }
        }
        let b = Busy(), c = SwipeController(b, policy: .projection(longSwipes: false))
        XCTAssertTrue(c.press(now: 0.5), "moving although its progress rests")
        XCTAssertFalse(c.press(now: 1.5))
    }
}
