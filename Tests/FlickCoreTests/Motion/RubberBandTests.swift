import XCTest
@testable import FlickCore

final class RubberBandTests: XCTestCase {
    private func closedForm(_ x: Double, _ d: Double, _ c: Double) -> Double {
        (1 - 1 / (x * c / d + 1)) * d
    }

    func testOffsetMatchesTheClosedForm() {
        for (x, d) in [(10.0, 800.0), (100, 800), (400, 1024), (2000, 700), (1, 1)] {
            XCTAssertEqual(RubberBand.offset(x, dimension: d), closedForm(x, d, 0.55), accuracy: 1e-9)
            XCTAssertEqual(RubberBand.offset(x, dimension: d, coefficient: 0.3), closedForm(x, d, 0.3), accuracy: 1e-9)
        }
        // x = d/c gives exactly d/2.
        XCTAssertEqual(RubberBand.offset(1000 / 0.55, dimension: 1000), 500, accuracy: 1e-9)
    }

    func testNegativeOvershootGivesTheMirroredOffset() {
        XCTAssertEqual(RubberBand.offset(-250, dimension: 600), -closedForm(250, 600, 0.55), accuracy: 1e-9)
        XCTAssertLessThan(RubberBand.offset(-1, dimension: 600), 0)
    }

    func testNoOvershootGivesNoOffset() {
        XCTAssertEqual(RubberBand.offset(0, dimension: 600), 0)
    }

    func testAZeroOrNegativeDimensionGivesNoOffset() {
        XCTAssertEqual(RubberBand.offset(100, dimension: 0), 0)
        XCTAssertEqual(RubberBand.offset(-100, dimension: -5), 0)
    }

    func testOffsetGrowsMonotonicallyAndStaysBelowTheDimension() {
        var previous = 0.0
        for i in 1...400 {
            let b = RubberBand.offset(Double(i) * 25, dimension: 500)
            XCTAssertGreaterThan(b, previous)
            XCTAssertLessThan(b, 500)
            previous = b
        }
        XCTAssertGreaterThan(RubberBand.offset(1e9, dimension: 500), 499.9)
    }

    func testSmallOvershootsMoveAtTheCoefficientsRate() {
        XCTAssertEqual(RubberBand.offset(0.01, dimension: 1000) / 0.01, 0.55, accuracy: 1e-5)
    }

    func testOvershootForOffsetUndoesOffset() {
        for x in [-900.0, -30, 0.5, 12, 700, 5000] {
            let b = RubberBand.offset(x, dimension: 640)
            XCTAssertEqual(RubberBand.overshoot(forOffset: b, dimension: 640), x, accuracy: 1e-6 * max(1, abs(x)))
        }
    }

    func testClampLeavesValuesInsideTheRangeAlone() {
        XCTAssertEqual(RubberBand.clamp(30, min: 0, max: 100, dimension: 400), 30)
        XCTAssertEqual(RubberBand.clamp(0, min: 0, max: 100, dimension: 400), 0)
        XCTAssertEqual(RubberBand.clamp(100, min: 0, max: 100, dimension: 400), 100)
    }

    func testClampRubberBandsPastEitherEdge() {
        XCTAssertEqual(RubberBand.clamp(180, min: 0, max: 100, dimension: 400),
                       100 + closedForm(80, 400, 0.55), accuracy: 1e-9)
        XCTAssertEqual(RubberBand.clamp(-80, min: 0, max: 100, dimension: 400),
                       -closedForm(80, 400, 0.55), accuracy: 1e-9)
    }

    func testUnclampUndoesClamp() {
        for v in [-300.0, -1, 50, 101, 900] {
            let shown = RubberBand.clamp(v, min: 0, max: 100, dimension: 400)
            XCTAssertEqual(RubberBand.unclamp(shown, min: 0, max: 100, dimension: 400), v, accuracy: 1e-6)
        }
    }
}
