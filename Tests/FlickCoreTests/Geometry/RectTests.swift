import XCTest
@testable import FlickCore

final class RectTests: XCTestCase {
    private let r = Rect(x: 10, y: 20, width: 100, height: 50)

    func testEdgesAndCenter() {
        XCTAssertEqual(r.maxX, 110)
        XCTAssertEqual(r.maxY, 70)
        XCTAssertEqual(r.center, Point(60, 45))
    }

    func testContainsIsHalfOpen() {
        XCTAssertTrue(r.contains(Point(10, 20)))
        XCTAssertTrue(r.contains(Point(109.9, 69.9)))
        XCTAssertFalse(r.contains(Point(110, 40)))
        XCTAssertFalse(r.contains(Point(50, 70)))
        XCTAssertFalse(r.contains(Point(9.9, 40)))
    }

    func testIntersectsNeedsOverlap() {
        XCTAssertTrue(r.intersects(Rect(x: 100, y: 60, width: 20, height: 20)))
        XCTAssertFalse(r.intersects(Rect(x: 110, y: 20, width: 20, height: 20)), "touching edges do not overlap")
    }

    func testInsetNeverGoesBelowZeroSize() {
        XCTAssertEqual(r.insetBy(5), Rect(x: 15, y: 25, width: 90, height: 40))
        XCTAssertEqual(r.insetBy(dx: 60, dy: 0).width, 0)
        XCTAssertEqual(r.insetBy(-5).size, Size(110, 60))
    }

    func testScaledKeepsTheCenter() {
        let s = r.scaled(by: 0.5)
        XCTAssertEqual(s.center, r.center)
        XCTAssertEqual(s.size, Size(50, 25))
    }

    func testIntegralRoundsTheEdges() {
        XCTAssertEqual(Rect(x: 0.4, y: 1.6, width: 10.2, height: 5).integral, Rect(x: 0, y: 2, width: 11, height: 5))
    }

    func testOffsetMovesOnlyTheOrigin() {
        XCTAssertEqual(r.offsetBy(dx: -10, dy: 5), Rect(x: 0, y: 25, width: 100, height: 50))
    }
}
