import XCTest
@testable import FlickCore

/// The grid's paging rule and the back-swipe's commit-or-cancel rule.
final class SwipeEndPolicyCommitRulesTests: XCTestCase {
    private let pages: [Double] = [0, 1, 2, 3, 4]

    private func paged(_ p: Double, _ v: Double, start: Double) -> Double {
        SwipeEndPolicy.pagedProjection(commitFraction: 0.2)
            .target(progress: p, velocity: v, start: start, snapPoints: pages, distance: 1000)
    }

    // MARK: Paged projection (UIScrollView paging), 1000 px pages

    func testASlowMoveOfAFifthOfAPageGlidesOnToTheNextPage() {
        XCTAssertEqual(paged(1.21, 0, start: 1), 2)
        XCTAssertEqual(paged(0.79, 0, start: 1), 0)
        XCTAssertEqual(paged(1.19, 0, start: 1), 1, "less than a fifth falls back")
        XCTAssertEqual(paged(0.81, 0.1, start: 1), 1)
    }

    func testAFlickStillMovesOnlyOnePage() {
        XCTAssertEqual(paged(1.1, 8, start: 1), 2)
        XCTAssertEqual(paged(0.9, -8, start: 1), 0)
    }

    func testTheGlideStopsAtTheEnds() {
        XCTAssertEqual(paged(4.3, 0, start: 4), 4)
        XCTAssertEqual(paged(-0.3, 0, start: 0), 0)
    }

    func testAMoveOfMoreThanHalfAPageSettlesOnTheNearestPage() {
        XCTAssertEqual(paged(1.7, 0, start: 1), 2)
        XCTAssertEqual(paged(2.6, 0, start: 1), 3, "a slow release: the nearest page, however far")
    }

    // MARK: Flick, then fraction (the back swipe, in px: open 0, slid away -600)

    private func back(_ x: Double, _ vPxPerS: Double) -> Double {
        SwipeEndPolicy.flickOrFraction(rest: 0, fraction: 0.3)
            .target(progress: -x, velocity: -vPxPerS, start: 0, snapPoints: [-600, 0], distance: 1)
    }

    func testAFlickDecidesByItsDirectionWhereverTheSwipeIs() {
        XCTAssertEqual(back(20, 300), -600, "a flick to the right commits from a short way")
        XCTAssertEqual(back(-30, 900), -600, "even from the rubber band")
        XCTAssertEqual(back(500, -300), 0, "a flick back cancels from far")
    }

    func testSlowerThanAFlickItCommitsFromThreeTenthsOfTheWay() {
        XCTAssertEqual(back(180, 299), -600)
        XCTAssertEqual(back(179, -299), 0)
        XCTAssertEqual(back(-40, 0), 0, "the rubber band side has no point to go to")
        XCTAssertEqual(back(0, 0), 0)
    }
}
