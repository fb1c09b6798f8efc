import FlickCore
import XCTest

final class ScrollStepperTests: XCTestCase {
    func testOneNotchStepsOnceInItsDirection() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(1, now: 0), 1)
        XCTAssertEqual(s.add(-1, now: 1), -1)
    }

    func testATouchpadSwipeOfManyCloseNotchesStepsOnce() {
        var s = ScrollStepper()
        let steps = (0..<12).map { s.add(1, now: Double($0) * 0.02) }
        XCTAssertEqual(steps.filter { $0 != 0 }, [1])
    }

    func testAPauseLongerThanTheGapStartsANewGesture() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(1, now: 0), 1)
        XCTAssertEqual(s.add(1, now: 0.1), 0)
        XCTAssertEqual(s.add(1, now: 0.1 + Constants.scrollGestureGapS + 0.01), 1)
    }

    func testFractionalNotchesAddUpBeforeStepping() {
        var s = ScrollStepper(notchesPerStep: 2)
        XCTAssertEqual(s.add(1, now: 0), 0)
        XCTAssertEqual(s.add(0.5, now: 0.05), 0)
        XCTAssertEqual(s.add(0.5, now: 0.1), 1)
    }

    func testADeltaCountsItsHorizontalNotchesFirstAndNoNotchesIsNoScroll() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(Point(1, -1), now: 0), 1, "horizontal wins: right = +1")
        XCTAssertEqual(s.add(Point(0, -1), now: 1), -1, "else vertical: up = -1")
        XCTAssertNil(s.add(Point(0, 0), now: 2))
        XCTAssertNil(s.add(Point(.nan, 0), now: 2))
    }

    func testZeroAndNonFiniteNotchesDoNothing() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(0, now: 0), 0)
        XCTAssertEqual(s.add(.nan, now: 0), 0)
        XCTAssertEqual(s.add(.infinity, now: 0), 0)
        XCTAssertEqual(s.add(-1, now: 0.01), -1)
    }
}
