import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridShapeTests: XCTestCase {
    func testATallerThanWideViewportGetsThreeByThree() {
        XCTAssertEqual(PagedGridShape.forSize(Size(600, 900)), PagedGridShape(columns: 3, rows: 3))
    }

    func testAWiderThanTallViewportGetsFourByTwo() {
        XCTAssertEqual(PagedGridShape.forSize(Size(1280, 744)), PagedGridShape(columns: 4, rows: 2))
    }

    func testASquareViewportIsLandscape() {
        XCTAssertEqual(PagedGridShape.forSize(Size(700, 700)), .landscape)
    }

    func testOneMorePixelOfHeightCrossesToPortrait() {
        XCTAssertEqual(PagedGridShape.forSize(Size(700, 701)), .portrait)
    }

    func testCustomShapesAreUsedForEachOrientation() {
        let p = PagedGridShape(columns: 2, rows: 5), l = PagedGridShape(columns: 6, rows: 1)
        XCTAssertEqual(PagedGridShape.forSize(Size(300, 900), portrait: p, landscape: l), p)
        XCTAssertEqual(PagedGridShape.forSize(Size(900, 300), portrait: p, landscape: l), l)
    }

    func testAShapeHasAtLeastOneColumnAndRow() {
        let s = PagedGridShape(columns: 0, rows: -3)
        XCTAssertEqual(s.columns, 1)
        XCTAssertEqual(s.rows, 1)
        XCTAssertEqual(s.perPage, 1)
    }

    func testASmallViewportFitsFewerColumnsAndRowsOfTheSmallestCell() {
        XCTAssertEqual(PagedGridShape.landscape.fitting(Size(1024, 644), minimumCellPx: 88), .landscape, "room: unchanged")
        let small = PagedGridShape.landscape.fitting(Size(320, 200), minimumCellPx: 88)
        XCTAssertEqual(small, PagedGridShape(columns: 3, rows: 2))
        let layout = PagedGridLayout(size: Size(320, 200), shape: small, itemCount: 8)
        XCTAssertGreaterThanOrEqual(layout.cellSize.height, 88 - 1, "the cells keep about the smallest size (their width then follows the pictures' aspect)")
        XCTAssertEqual(PagedGridShape.portrait.fitting(Size(10, 10), minimumCellPx: 88), PagedGridShape(columns: 1, rows: 1))
        XCTAssertEqual(PagedGridShape.portrait.fitting(Size(.nan, 900), minimumCellPx: 88).rows, 3)
    }
}
