import FlickCore
import XCTest
@testable import FlickKit

/// Page dots in a column, as the paged grid shows them: not circular, a track and thumb when too many.
final class PageDotsColumnTests: XCTestCase {
    private func column(_ count: Int, progress: Double = 0) -> PageDots {
        let d = PageDots(count: count, progress: progress, orientation: .vertical, wraps: false)
        d.hidesForSinglePage = true
        return d
    }

    func testTheSelectedDotFollowsAFractionalProgress() {
        let d = column(4, progress: 1.25)
        XCTAssertEqual(d.selection(ofDot: 1), 0.75, accuracy: 1e-9)
        XCTAssertEqual(d.selection(ofDot: 2), 0.25, accuracy: 1e-9)
        XCTAssertEqual(d.selection(ofDot: 3), 0)
    }

    func testTheIndicatorDoesNotWrapAround() {
        let d = column(4, progress: 3.5)
        XCTAssertEqual(d.selection(ofDot: 0), 0)
    }

    func testAClickOnADotSelectsItsPage() {
        let d = column(5)
        d.layout(size: Size(24, 200), now: 0)
        var picked: [Int] = []
        d.onSelect = { page, _ in picked.append(page) }
        let top = (200 - 5 * PageDots.pitchPx) / 2
        d.handle(.tap(Point(12, top + 3.5 * PageDots.pitchPx), count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(picked, [3])
        XCTAssertNil(d.index(at: Point(12, 2)))
    }

    func testTooManyPagesForDotsBecomeATrackWithAThumb() {
        let d = column(1000, progress: 500)
        d.layout(size: Size(24, 300), now: 0)
        XCTAssertFalse(d.showsDots)
        guard case .group(let g) = d.scene(now: 0) else { return XCTFail("a group") }
        XCTAssertEqual(g.children.count, 2, "a track and a thumb, whatever the count")
        XCTAssertEqual(d.index(at: Point(12, 150)), 500)
    }

    func testASinglePageDrawsNothing() {
        let d = column(1)
        d.layout(size: Size(24, 300), now: 0)
        guard case .empty = d.scene(now: 0) else { return XCTFail("nothing to indicate") }
    }

    func testARowLaidOutShorterThanItsDotsIsATrackToo() {
        let d = PageDots(count: 100, progress: 99)
        d.layout(size: Size(300, PageDots.thicknessPx), now: 0)
        XCTAssertFalse(d.showsDots)
        guard case .group(let g) = d.scene(now: 0) else { return XCTFail("a group") }
        XCTAssertEqual(g.children.count, 2, "a track and a thumb")
        XCTAssertEqual(d.index(at: Point(299, 12)), 99)
    }
}
