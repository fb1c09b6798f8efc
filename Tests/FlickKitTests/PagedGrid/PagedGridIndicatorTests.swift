import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridIndicatorTests: XCTestCase {
    func testTheSelectedDotFollowsAFractionalProgress() {
        let d = PagedGridIndicator(count: 4, progress: 1.25)
        XCTAssertEqual(d.selection(ofDot: 1), 0.75, accuracy: 1e-9)
        XCTAssertEqual(d.selection(ofDot: 2), 0.25, accuracy: 1e-9)
        XCTAssertEqual(d.selection(ofDot: 3), 0)
    }

    func testTheIndicatorDoesNotWrapAround() {
        let d = PagedGridIndicator(count: 4, progress: 3.5)
        XCTAssertEqual(d.selection(ofDot: 0), 0)
    }

    func testAClickOnADotSelectsItsPage() {
        let d = PagedGridIndicator(count: 5)
        d.layout(size: Size(24, 200), now: 0)
        var picked: [Int] = []
        d.onSelect = { page, _ in picked.append(page) }
        let top = (200 - 5 * PagedGridIndicator.pitchPx) / 2
        d.handle(.tap(Point(12, top + 3.5 * PagedGridIndicator.pitchPx), count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(picked, [3])
        XCTAssertNil(d.page(at: Point(12, 2)))
    }

    func testTooManyPagesForDotsBecomeATrackWithAThumb() {
        let d = PagedGridIndicator(count: 1000, progress: 500)
        d.layout(size: Size(24, 300), now: 0)
        XCTAssertFalse(d.showsDots)
        guard case .group(let g) = d.scene(at: 0) else { return XCTFail("a group") }
        XCTAssertEqual(g.children.count, 2, "a track and a thumb, whatever the count")
        XCTAssertEqual(d.page(at: Point(12, 150)), 500)
    }

    func testASinglePageDrawsNothing() {
        let d = PagedGridIndicator(count: 1)
        d.layout(size: Size(24, 300), now: 0)
        guard case .empty = d.scene(at: 0) else { return XCTFail("nothing to indicate") }
    }
}
