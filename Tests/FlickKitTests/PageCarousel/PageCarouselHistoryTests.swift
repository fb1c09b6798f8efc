import FlickCore
@testable import FlickKit
import XCTest

/// The reopen history an app saves and restores (`closedPageHistory`,
/// `restoreClosedPageHistory`): oldest first, with the index each page had.
final class PageCarouselHistoryTests: XCTestCase {
    private func names(_ pages: [any Component]) -> [String] { pages.map { ($0 as! CarouselTestPage).name } }

    func testTheHistoryListsClosedPagesOldestFirstWithTheirIndex() {
        let carousel = PageCarousel(pages: (0..<4).map { CarouselTestPage("P\($0)") }) { CarouselTestPage("new") }
        carousel.remove(at: 1, now: 0)
        carousel.remove(at: 2, now: 0)
        let history = carousel.closedPageHistory
        XCTAssertEqual(names(history.map(\.page)), ["P1", "P3"])
        XCTAssertEqual(history.map(\.index), [1, 2])
    }

    func testARestoredHistoryReopensNewestFirstWhereThePagesWere() {
        let carousel = PageCarousel(pages: (0..<2).map { CarouselTestPage("P\($0)") }) { CarouselTestPage("new") }
        carousel.restoreClosedPageHistory([(CarouselTestPage("old"), 0), (CarouselTestPage("newest"), 1)])
        XCTAssertEqual(carousel.closedPageCount, 2)
        XCTAssertTrue(carousel.reopenClosedPage(now: 0))
        XCTAssertEqual(names(carousel.pages), ["P0", "newest", "P1"])
        XCTAssertEqual(carousel.selectedIndex, 1)
        XCTAssertTrue(carousel.reopenClosedPage(now: 0))
        XCTAssertEqual(names(carousel.pages), ["old", "P0", "newest", "P1"])
        XCTAssertFalse(carousel.reopenClosedPage(now: 0))
    }

    func testARestoredHistoryKeepsTheNewestFiftyAndReplacesTheOldOne() {
        let carousel = PageCarousel(pages: [CarouselTestPage("P0")]) { CarouselTestPage("new") }
        let closed = CarouselTestPage("closed")
        carousel.add(closed, now: 0)
        carousel.remove(at: 1, now: 0)
        carousel.restoreClosedPageHistory((0..<60).map { (CarouselTestPage("H\($0)"), 0) })
        XCTAssertEqual(carousel.closedPageCount, 50)
        XCTAssertEqual(names(carousel.closedPageHistory.map(\.page)).first, "H10")
        XCTAssertNil(closed.container, "the replaced closed page is let go")
    }
}
