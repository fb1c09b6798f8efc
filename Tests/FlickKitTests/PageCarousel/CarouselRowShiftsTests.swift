import XCTest
import FlickCore
@testable import FlickKit

final class CarouselRowShiftsTests: XCTestCase {
    func testCardsInAShiftStartDisplacedAndSpringHome() {
        var shifts = CarouselRowShifts()
        shifts.add(lower: 3, upper: Int.max, from: 1, now: 0)
        XCTAssertEqual(shifts.displacement(of: 3, now: 0), 1)
        XCTAssertEqual(shifts.displacement(of: 9999, now: 0), 1)
        XCTAssertEqual(shifts.displacement(of: 2, now: 0), 0)
        let mid = shifts.displacement(of: 3, now: 0.1)
        XCTAssertGreaterThan(mid, 0)
        XCTAssertLessThan(mid, 1)
        XCTAssertTrue(shifts.isAnimating(now: 0.1))
        XCTAssertFalse(shifts.isAnimating(now: 2))
        XCTAssertEqual(shifts.displacement(of: 3, now: 2), 0)
        shifts.prune(now: 2)
        XCTAssertTrue(shifts.isEmpty)
    }

    func testOverlappingShiftsAddUp() {
        var shifts = CarouselRowShifts()
        shifts.add(lower: Int.min, upper: 5, from: -1, now: 0)
        shifts.add(lower: 2, upper: 3, from: 0.5, now: 0)
        XCTAssertEqual(shifts.displacement(of: 2, now: 0), -0.5)
        XCTAssertEqual(shifts.displacement(of: 4, now: 0), -1)
        XCTAssertEqual(shifts.displacement(of: 5, now: 0), 0)
        XCTAssertEqual(shifts.maxDisplacement(now: 0), 1.5)
    }

    func testRemovingACardKeepsTheSameCardsDisplaced() {
        var shift = CarouselRowShift(lower: 4, upper: 7, offset: AnimatedValue(1))
        shift.didRemove(at: 1)
        XCTAssertEqual([shift.lower, shift.upper], [3, 6])
        shift.didRemove(at: 4)
        XCTAssertEqual([shift.lower, shift.upper], [3, 5])
        shift.didRemove(at: 9)
        XCTAssertEqual([shift.lower, shift.upper], [3, 5])
    }

    func testInsertingACardKeepsTheSameCardsDisplacedAndOpenEndsStayOpen() {
        var shift = CarouselRowShift(lower: 4, upper: 7, offset: AnimatedValue(1))
        shift.didInsert(at: 4)
        XCTAssertEqual([shift.lower, shift.upper], [5, 8], "a card inserted at the run's start is not in it")
        shift.didInsert(at: 6)
        XCTAssertEqual([shift.lower, shift.upper], [5, 9], "a card inserted inside the run moves with it")
        var open = CarouselRowShift(lower: Int.min, upper: Int.max, offset: AnimatedValue(1))
        open.didInsert(at: 0)
        open.didRemove(at: 0)
        XCTAssertEqual([open.lower, open.upper], [Int.min, Int.max])
    }

    func testAShiftOfNothingIsNotAdded() {
        var shifts = CarouselRowShifts()
        shifts.add(lower: 3, upper: 3, from: 1, now: 0)
        shifts.add(lower: 3, upper: 9, from: 0, now: 0)
        shifts.add(lower: 3, upper: 9, from: .nan, now: 0)
        XCTAssertTrue(shifts.isEmpty)
    }
}
