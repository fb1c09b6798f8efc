import XCTest
@testable import FlickCore

final class SwipeEndPolicyTests: XCTestCase {
    private let pages: [Double] = [0, 1, 2, 3, 4]

    private func projection(_ p: Double, _ v: Double, start: Double, long: Bool = false, max: Double? = nil,
                            lattice: Bool = false) -> Double {
        SwipeEndPolicy.projection(longSwipes: long, maxTravel: max)
            .target(progress: p, velocity: v, start: start, snapPoints: lattice ? nil : pages, distance: 1000)
    }

    func testASlowReleaseSettlesOnTheNearestPage() {
        XCTAssertEqual(projection(1.4, 0.1, start: 1), 1)
        XCTAssertEqual(projection(1.6, -0.1, start: 1), 2)
    }

    func testAFlickMovesAtLeastOnePageInItsDirection() {
        XCTAssertEqual(projection(1.05, 0.5, start: 1), 2, "500 px/s forward")
        XCTAssertEqual(projection(0.95, -0.5, start: 1), 0, "500 px/s back")
    }

    func testWithoutLongSwipesAFlickStaysWithinOnePageOfTheStart() {
        XCTAssertEqual(projection(1.2, 8, start: 1), 2)
        XCTAssertEqual(projection(1.2, 8, start: 1, long: true), 4, "long swipes travel, clamped to the last page")
    }

    func testOnACircularListAFlingEndsLessThanATurnFromWhereTheSwipeBegan() {
        let five = SwipeEndPolicy.projection(longSwipes: true, maxTravel: 20, period: 5)
        XCTAssertEqual(five.target(progress: 0.1, velocity: 80, start: 0, snapPoints: nil, distance: 1000), 4,
                       "20 pages would be four whole turns back to the start: four pages at most")
        XCTAssertEqual(five.target(progress: 0.6, velocity: 80, start: 0, snapPoints: nil, distance: 1000), 4,
                       "counted from the page the swipe began on, not from the release")
        XCTAssertEqual(five.target(progress: -0.1, velocity: -80, start: 0, snapPoints: nil, distance: 1000), -4)
        let one = SwipeEndPolicy.projection(longSwipes: true, period: 1)
        XCTAssertEqual(one.target(progress: 2.2, velocity: 8, start: 2, snapPoints: nil, distance: 1000), 2,
                       "a single page springs back")
        XCTAssertEqual(SwipeEndPolicy.projection(longSwipes: true, maxTravel: 20)
            .target(progress: 0.1, velocity: 80, start: 0, snapPoints: nil, distance: 1000), 20, "no period: no cap")
    }

    func testMaxTravelCapsALongSwipeOnTheUnboundedLattice() {
        XCTAssertEqual(projection(0, 8, start: 0, long: true, max: 2, lattice: true), 2)
        XCTAssertEqual(projection(0, -8, start: 0, long: true, max: 2, lattice: true), -2)
    }

    func testNoSnapPointsLeavesTheProgressWhereItIs() {
        let p = SwipeEndPolicy.projection(longSwipes: false)
        XCTAssertEqual(p.target(progress: 1.3, velocity: 5, start: 0, snapPoints: [], distance: 1000), 1.3)
    }

    // MARK: ViewDeck's rule, in px: closed 0, left open at 300, right open at -300

    private func deck(_ offset: Double, _ vPxPerS: Double) -> Double {
        SwipeEndPolicy.fractionOfTheWay().target(progress: offset, velocity: vPxPerS, start: 0,
                                                  snapPoints: [-300, 0, 300], distance: 1)
    }

    func testASlowDeckReleaseOpensOnlyPastTwoThirdsOfTheWay() {
        XCTAssertEqual(deck(199, 0), 0)
        XCTAssertEqual(deck(200, 0), 300)
        XCTAssertEqual(deck(-210, 100), -300)
        XCTAssertEqual(deck(-150, -499), 0)
    }

    func testAFastDeckReleaseFollowsTheFlickDirection() {
        XCTAssertEqual(deck(20, 600), 300, "a flick outwards opens from anywhere on that side")
        XCTAssertEqual(deck(280, -600), 0, "a flick back closes")
        XCTAssertEqual(deck(-20, -600), -300)
    }

    // MARK: Commit or cancel

    private func threshold(_ p: Double, _ v: Double) -> Double {
        SwipeEndPolicy.threshold(0.3, fromRest: 0).target(progress: p, velocity: v, start: 0, snapPoints: [0, 1], distance: 400)
    }

    func testAThresholdCommitsPastItsFractionAndCancelsBefore() {
        XCTAssertEqual(threshold(0.29, 0), 0)
        XCTAssertEqual(threshold(0.31, 0), 1)
    }

    func testAThresholdProjectsTheReleaseVelocity() {
        XCTAssertEqual(threshold(0.1, 1.0), 1, "400 px/s projects ~200 px: past 30 %")
        XCTAssertEqual(threshold(0.5, -2.0), 0, "flung back")
    }
}
