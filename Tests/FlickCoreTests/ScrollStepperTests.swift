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

    func testZeroAndNonFiniteNotchesDoNothing() {
        var s = ScrollStepper()
        XCTAssertEqual(s.add(0, at: 0), 0)
        XCTAssertEqual(s.add(.nan, at: 0), 0)
        XCTAssertEqual(s.add(.infinity, at: 0), 0)
        XCTAssertEqual(s.add(-1, at: 0.01), -1)
    }
}
