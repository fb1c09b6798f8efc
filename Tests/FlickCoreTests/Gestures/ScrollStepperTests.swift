import FlickCore
import XCTest

final class ScrollStepperTests: XCTestCase {
    func testOneNotchStepsOnceInItsDirection() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(1, at: 0), 1)
        XCTAssertEqual(s.add(-1, at: 1), -1)
    }

    func testATouchpadSwipeOfManyCloseNotchesStepsOnce() {
        var s = ScrollStepper()
        let steps = (0..<12).map { s.add(1, at: Double($0) * 0.02) }
        XCTAssertEqual(steps.filter { $0 != 0 }, [1])
    }

    func testAPauseLongerThanTheGapStartsANewGesture() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(1, at: 0), 1)
        XCTAssertEqual(s.add(1, at: 0.1), 0)
        XCTAssertEqual(s.add(1, at: 0.1 + Constants.scrollGestureGapS + 0.01), 1)
    }

    func testFractionalNotchesAddUpBeforeStepping() {
        var s = ScrollStepper(notchesPerStep: 2)
        XCTAssertEqual(s.add(1, at: 0), 0)
        XCTAssertEqual(s.add(0.5, at: 0.05), 0)
        XCTAssertEqual(s.add(0.5, at: 0.1), 1)
    }

    func testADeltaCountsItsHorizontalNotchesFirstAndNoNotchesIsNoScroll() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(Point(1, -1), at: 0), 1, "horizontal wins: right = +1")
        XCTAssertEqual(s.add(Point(0, -1), at: 1), -1, "else vertical: up = -1")
        XCTAssertNil(s.add(Point(0, 0), at: 2))
        XCTAssertNil(s.add(Point(.nan, 0), at: 2))
    }

    func testZeroAndNonFiniteNotchesDoNothing() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(0, at: 0), 0)
        XCTAssertEqual(s.add(.nan, at: 0), 0)
        XCTAssertEqual(s.add(.infinity, at: 0), 0)
        XCTAssertEqual(s.add(-1, at: 0.01), -1)
    }
}
