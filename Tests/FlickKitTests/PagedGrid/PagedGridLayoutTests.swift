import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridLayoutTests: XCTestCase {
    private let landscape = PagedGridLayout(size: Size(1280, 744), shape: .landscape, itemCount: 28)
    private let portrait = PagedGridLayout(size: Size(720, 944), shape: .portrait, itemCount: 28)

    // MARK: Page arithmetic

    func testPagesAreTheItemCountDividedByThePageSizeRoundedUp() {
        XCTAssertEqual(landscape.pageCount, 4)   // 28 / 8
        XCTAssertEqual(portrait.pageCount, 4)    // 28 / 9
        XCTAssertEqual(PagedGridLayout(size: Size(800, 600), shape: .landscape, itemCount: 16).pageCount, 2)
        XCTAssertEqual(PagedGridLayout(size: Size(800, 600), shape: .landscape, itemCount: 17).pageCount, 3)
    }

    func testTheCaptionStripTakesTheHeightAskedWithinItsBounds() {
        let size = Size(1280, 800)
        let standard = PagedGridLayout(size: size, shape: .landscape, itemCount: 8)
        XCTAssertEqual(standard.captionInCell.height, PagedGridLayout.captionHeightPx)
        let taller = PagedGridLayout(size: size, shape: .landscape, itemCount: 8, captionHeightPx: 60)
        XCTAssertEqual(taller.captionInCell.height, 60)
        XCTAssertGreaterThan(taller.cellSize.height - taller.pictureInCell.height, standard.cellSize.height - standard.pictureInCell.height)
        for bad in [Double.nan, .infinity, -5, 1e9] {
            let l = PagedGridLayout(size: size, shape: .landscape, itemCount: 8, captionHeightPx: bad)
            XCTAssertTrue(l.captionInCell.height.isFinite && l.captionInCell.height >= 0, "\(bad)")
            XCTAssertLessThan(l.captionInCell.height, l.cellSize.height, "\(bad)")
        }
        let grid = PagedGrid(items: (0..<8).map { PagedGridItem(id: "\($0)", draw: { _ in .empty }) })
        grid.layout(size: size, now: 0)
        grid.captionHeightPx = 60
        XCTAssertEqual(grid.layout.captionInCell.height, 60)
    }

    func testAnEmptyGridStillHasPageZero() {
        let empty = PagedGridLayout(size: Size(800, 600), shape: .landscape, itemCount: 0)
        XCTAssertEqual(empty.pageCount, 1)
        XCTAssertEqual(empty.lastPage, 0)
        XCTAssertEqual(empty.indices(onPage: 0), 0..<0)
        XCTAssertNil(empty.index(at: Point(100, 100), position: 0))
    }

    func testAnItemsPageIsItsIndexDividedByThePageSize() {
        XCTAssertEqual(landscape.page(of: 0), 0)
        XCTAssertEqual(landscape.page(of: 7), 0)
        XCTAssertEqual(landscape.page(of: 8), 1)
        XCTAssertEqual(portrait.page(of: 8), 0)
        XCTAssertEqual(portrait.page(of: 9), 1)
        XCTAssertEqual(portrait.page(of: 27), 3)
    }

    func testPagesPastTheEndAreClamped() {
        XCTAssertEqual(landscape.page(of: 500), 3)
        XCTAssertEqual(landscape.clampedPage(-2), 0)
        XCTAssertEqual(landscape.firstIndex(onPage: 9), 24)
    }

    func testTheLastPageHoldsOnlyTheRemainingItems() {
        XCTAssertEqual(landscape.indices(onPage: 3), 24..<28)
        XCTAssertEqual(portrait.indices(onPage: 3), 27..<28)
        XCTAssertEqual(landscape.indices(onPage: 4), 28..<28)
    }

    func testTheFirstIndexOnAPageIsThePageTimesItsSize() {
        XCTAssertEqual(landscape.firstIndex(onPage: 2), 16)
        XCTAssertEqual(portrait.firstIndex(onPage: 2), 18)
    }

    func testVisiblePagesAreTheOnesAroundAFractionalPosition() {
        XCTAssertEqual(landscape.visiblePages(position: 1), [1])
        XCTAssertEqual(landscape.visiblePages(position: 1.4), [1, 2])
        XCTAssertEqual(landscape.visiblePages(position: -0.2), [0])
        XCTAssertEqual(landscape.visiblePages(position: 3.3), [3])
    }

    // MARK: Frames

    func testCellsFillRowsLeftToRightThenTopToBottom() {
        let a = landscape.cellFrame(slot: 0), b = landscape.cellFrame(slot: 1), e = landscape.cellFrame(slot: 4)
        XCTAssertGreaterThan(b.minX, a.maxX)
        XCTAssertEqual(a.minY, b.minY)
        XCTAssertEqual(e.minX, a.minX)
        XCTAssertGreaterThan(e.minY, a.maxY)
    }

    func testEveryCellLiesInsideTheViewportAndClearOfTheIndicatorGutter() {
        for layout in [landscape, portrait] {
            for slot in 0..<layout.perPage {
                let c = layout.cellFrame(slot: slot)
                XCTAssertGreaterThanOrEqual(c.minX, 0)
                XCTAssertGreaterThanOrEqual(c.minY, 0)
                XCTAssertLessThanOrEqual(c.maxX, layout.size.width - PagedGridLayout.indicatorGutterPx)
                XCTAssertLessThanOrEqual(c.maxY, layout.size.height)
            }
        }
    }

    func testPicturesKeepTheirAspectAndSitAboveTheCaption() {
        for layout in [landscape, portrait] {
            let p = layout.pictureInCell, c = layout.captionInCell
            XCTAssertEqual(p.width / p.height, PagedGridLayout.pictureAspect, accuracy: 0.02)
            XCTAssertEqual(c.minY, p.maxY)
            XCTAssertLessThanOrEqual(c.maxY, layout.cellSize.height)
        }
    }

    func testAPageFurtherDownIsOneViewportLower() {
        let a = landscape.cellFrame(of: 1, position: 0), b = landscape.cellFrame(of: 9, position: 0)
        XCTAssertEqual(b.minY - a.minY, landscape.pageHeight)
        XCTAssertEqual(landscape.cellFrame(of: 9, position: 1), a)
    }

    // MARK: Hit testing

    func testAPointInsideAPictureHitsThatItem() {
        let f = landscape.pictureFrame(of: 5, position: 0)
        XCTAssertEqual(landscape.index(at: f.center, position: 0), 5)
        XCTAssertEqual(landscape.index(at: f.origin, position: 0), 5)
    }

    func testAPointFarOutsideThePagesHitsNothingAndNeverOverflows() {
        XCTAssertNil(landscape.index(at: Point(100, 1e25), position: 0))
        XCTAssertNil(landscape.index(at: Point(100, -1e25), position: 0))
        XCTAssertNil(landscape.index(at: Point(100, 100), position: 1e300))
    }

    func testTheCaptionAndTheGapsBetweenPicturesHitNothing() {
        let caption = landscape.captionInCell.offsetBy(dx: landscape.cellFrame(slot: 2).x, dy: landscape.cellFrame(slot: 2).y)
        XCTAssertNil(landscape.index(at: caption.center, position: 0))
        let a = landscape.pictureFrame(of: 0, position: 0), b = landscape.pictureFrame(of: 1, position: 0)
        XCTAssertNil(landscape.index(at: Point((a.maxX + b.minX) / 2, a.midY), position: 0))
        XCTAssertNil(landscape.index(at: Point(a.maxX, a.midY), position: 0), "the right edge is outside, as CGRectContainsPoint")
    }

    func testHitTestingFollowsThePagePosition() {
        let p = landscape.pictureFrame(of: 0, position: 0).center
        XCTAssertEqual(landscape.index(at: p, position: 2), 16)
        XCTAssertEqual(portrait.index(at: portrait.pictureFrame(of: 0, position: 0).center, position: 1), 9)
    }

    func testASlotWithNoItemOnTheLastPageHitsNothing() {
        let p = portrait.pictureFrame(of: 4, position: 0).center
        XCTAssertNil(portrait.index(at: p, position: 3), "page 3 holds only item 27")
    }

    func testAPictureHalfScrolledInIsHitWhereItIsDrawn() {
        let f = landscape.pictureFrame(of: 8, position: 0.5)
        XCTAssertLessThan(f.minY, landscape.pageHeight)
        XCTAssertEqual(landscape.index(at: f.center, position: 0.5), 8)
    }

    // MARK: Robustness

    func testTinyAndHugeViewportsGiveFiniteFrames() {
        for size in [Size(1, 1), Size(0, 0), Size(-5, .nan), Size(4000, 3000), Size(.infinity, 10)] {
            for shape in [PagedGridShape.portrait, .landscape] {
                let l = PagedGridLayout(size: size, shape: shape, itemCount: 30)
                for i in [0, 12, 29] {
                    let f = l.pictureFrame(of: i, position: 1.5)
                    XCTAssertTrue([f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), "\(size)")
                    XCTAssertGreaterThanOrEqual(f.width, 0)
                }
                XCTAssertNil(l.index(at: Point(.nan, 3), position: 0))
            }
        }
    }
}
