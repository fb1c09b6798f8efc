import XCTest
@testable import FlickCore

/// A swipeable that also animates something else a press must stop.
private final class Drawer: Swipeable {
    var swipeProgress = AnimatedValue(0)
    var fade = AnimatedValue(0)
    var swipeDistance: Double { 100 }
    var swipeSnapPoints: [Double]? { [0, 1] }
    func swipeIsMoving(now: Double) -> Bool { swipeProgress.isAnimating(now: now) || fade.isAnimating(now: now) }
    func swipeCatch(now: Double) -> Double {
        fade.grab(now: now)
        return swipeProgress.grab(now: now)
    }
}

final class SwipeControllerCatchTests: XCTestCase {
    func testAPressCatchesWhatTheSwipeableSaysMoves() {
        let d = Drawer(), c = SwipeController(d, policy: .projection(longSwipes: false))
        d.fade.animate(to: 1, now: 0, duration: 1, curve: .linear)
        XCTAssertTrue(c.press(now: 0.5), "the fade moves, the progress does not")
        XCTAssertFalse(d.fade.isAnimating(now: 0.6))
        XCTAssertEqual(d.fade.value(now: 0.9), 0.5, accuracy: 1e-9)
        XCTAssertTrue(c.isHolding)
        XCTAssertTrue(c.takesTap())
    }

    func testNothingMovingIsNotCaught() {
        let d = Drawer(), c = SwipeController(d, policy: .projection(longSwipes: false))
        XCTAssertFalse(c.press(now: 0))
        XCTAssertFalse(c.isHolding)
        XCTAssertFalse(c.takesTap())
    }

    func testLetGoSettlesACaughtSwipeableAndSwallowsNoTap() {
        let d = Drawer(), c = SwipeController(d, policy: .projection(longSwipes: false))
        d.swipeProgress.animate(to: 1, now: 0)
        c.press(now: 0.05)
        let caught = d.swipeProgress.value(now: 0.05)
        XCTAssertGreaterThan(caught, 0)
        XCTAssertLessThan(caught, 1)
        c.letGo(now: 0.05)
        XCTAssertFalse(c.isHolding)
        XCTAssertFalse(c.takesTap(), "the press went to something else")
        XCTAssertEqual(d.swipeProgress.target, caught.rounded())
    }

    func testADragEndsTheHold() {
        let d = Drawer(), c = SwipeController(d, policy: .projection(longSwipes: false))
        d.swipeProgress.animate(to: 1, now: 0)
        c.press(now: 0.05)
        c.begin(PanInfo(start: Point(50, 0), location: Point(50, 0)), now: 0.05)
        XCTAssertFalse(c.isHolding)
    }
}
