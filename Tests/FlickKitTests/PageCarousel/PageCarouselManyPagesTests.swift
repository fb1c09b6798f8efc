import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselManyPagesTests: XCTestCase {
    func testWithTenThousandPagesOnlyTheCardsInViewAreBuilt() {
        let h = CarouselHarness(count: 10_000, selected: 5000)
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).count, 3)
        h.drag(dx: -300, release: false)
        XCTAssertLessThanOrEqual(SceneProbe.snapshots(h.frame()).count, 4)
        XCTAssertLessThan(SceneProbe.numbers(h.frame()).count, 400, "the scene's size does not grow with the pages")
    }

    func testJumpingToTheEndOfTenThousandPagesBuildsFewCardsEveryFrame() {
        let h = CarouselHarness(count: 10_000)
        h.key("End")
        var most = 0
        while h.carousel.isAnimating(now: h.now) {
            h.run(1.0 / 60)
            most = max(most, SceneProbe.snapshots(h.frame()).count)
        }
        XCTAssertLessThanOrEqual(most, 4)
        XCTAssertEqual(h.progress, 9999)
        XCTAssertEqual(h.state["carousel.selected"], "9999")
    }

    func testManyPagesShowACompactIndicator() {
        let h = CarouselHarness(count: 57, size: Size(800, 600), selected: 2)
        XCTAssertFalse(h.carousel.indicator.showsDots)
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("3 of 57"))
    }

    func testASnapshotKeepsItsKeyAndVersionFromFrameToFrameAndChangesWithItsContent() {
        let h = CarouselHarness(count: 100, selected: 10)
        let first = h.snapshot(of: "K")!
        h.drag(dx: -200, release: false)
        let moved = h.snapshot(of: "K")!
        XCTAssertEqual(moved.key, first.key)
        XCTAssertEqual(moved.version, first.version, "moving never re-renders the page")
        XCTAssertNotEqual(moved.frame, first.frame)
        h.page(10).version += 1
        XCTAssertEqual(h.snapshot(of: "K")!.version, first.version + 1)
    }

    func testSnapshotKeysFollowThePageNotItsIndex() {
        let h = CarouselHarness(selected: 3)
        let key = h.snapshot(of: "D")!.key
        h.carousel.remove(at: 0, now: h.now)
        h.settle()
        XCTAssertEqual(h.snapshot(of: "D")!.key, key)
    }

    func testClosingAndAddingInTenThousandPagesKeepsEveryDisplacementCheap() {
        let h = CarouselHarness(count: 10_000, selected: 20)
        h.key("Delete")
        h.key("t", [.control])
        XCTAssertLessThanOrEqual(h.carousel.shifts.all.count, 2)
        XCTAssertEqual(h.state["carousel.count"], "10000")
        h.settle()
        XCTAssertTrue(h.carousel.shifts.isEmpty)
    }
}
