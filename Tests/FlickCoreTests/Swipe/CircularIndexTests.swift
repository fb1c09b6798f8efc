import FlickCore
import XCTest

/// A circular list's positions: any index, before the first or past the last, names an item.
final class CircularIndexTests: XCTestCase {
    func testAnIndexWithinTheListIsItself() {
        XCTAssertEqual((0..<5).map { CircularIndex.wrap($0, count: 5) }, [0, 1, 2, 3, 4])
    }

    func testPastTheLastComesTheFirstAgain() {
        XCTAssertEqual(CircularIndex.wrap(5, count: 5), 0)
        XCTAssertEqual(CircularIndex.wrap(12, count: 5), 2)
    }

    func testBeforeTheFirstComesTheLast() {
        XCTAssertEqual(CircularIndex.wrap(-1, count: 5), 4)
        XCTAssertEqual(CircularIndex.wrap(-11, count: 5), 4)
    }

    func testAnEmptyListHasOnlyIndexZero() {
        XCTAssertEqual(CircularIndex.wrap(7, count: 0), 0)
        XCTAssertEqual(CircularIndex.wrap(-3, count: -2), 0)
    }
}
