import XCTest
import FlickCore
@testable import FlickKit

final class CarouselGridLayoutTests: XCTestCase {
    func testColumnsOfThumbnailsOfThePagesShapeFillTheWidth() {
        let g = CarouselGridLayout(size: Size(1000, 700))
        XCTAssertEqual(g.columns, 4)
        XCTAssertEqual(g.thumbnailSize, Size(220, 154), "the page's shape, whole pixels")
        XCTAssertEqual(g.frame(ofIndex: 0, offset: 0), Rect(x: 24, y: 24, width: 220, height: 154))
        XCTAssertEqual(g.frame(ofIndex: 5, offset: 0), Rect(x: 268, y: 224, width: 220, height: 154), "second row, second column")
        XCTAssertEqual(g.frame(ofIndex: 5, offset: 100).minY, 124, "scrolling moves the cells up")
    }

    func testAFractionalIndexLiesBetweenItsCells() {
        let g = CarouselGridLayout(size: Size(1000, 700))
        let a = g.frame(ofIndex: 3, offset: 0), b = g.frame(ofIndex: 4, offset: 0)
        let m = g.frame(at: 3.5, offset: 0)
        XCTAssertEqual(m.midX, (a.midX + b.midX) / 2, accuracy: 1e-9)
        XCTAssertEqual(m.midY, (a.midY + b.midY) / 2, accuracy: 1e-9)
    }

    func testHitTestingIsTheInverseOfTheFrames() {
        let g = CarouselGridLayout(size: Size(1000, 700))
        for i in 0..<20 {
            let f = g.frame(ofIndex: i, offset: 130)
            XCTAssertEqual(g.index(at: Point(f.midX, f.midY), offset: 130, count: 20), i)
            XCTAssertEqual(g.nearestIndex(to: Point(f.midX + 50, f.midY - 40), offset: 130, count: 20), i)
        }
        XCTAssertNil(g.index(at: Point(10, 100), offset: 0, count: 20), "the gap left of the grid")
        XCTAssertNil(g.index(at: Point(100, 100), offset: 0, count: 0))
        XCTAssertNil(g.index(at: Point(900, 224 + 60), offset: 0, count: 6), "an empty cell")
    }

    func testOnlyTheRowsInViewAreVisibleAndTheContentScrolls() {
        let g = CarouselGridLayout(size: Size(1000, 700))
        XCTAssertEqual(g.contentHeight(count: 100), 24 + 25 * 200)
        XCTAssertEqual(g.visibleRange(offset: 0, count: 100), 0...15)
        XCTAssertEqual(g.visibleRange(offset: 1000, count: 100), 16...35)
        XCTAssertEqual(g.offset(showing: 40, from: 0), g.frame(ofIndex: 40, offset: 0).maxY + 22 + 24 - 700)
        XCTAssertEqual(g.offset(showing: 0, from: 500), 0)
    }

    func testAnySizeGivesAFiniteGridOfAtLeastTwoColumns() {
        for size in [Size(1, 1), Size(320, 240), Size(0, .nan), Size(1920, 1080)] {
            let g = CarouselGridLayout(size: size, bottomInsetPx: 48)
            XCTAssertGreaterThanOrEqual(g.columns, 2)
            XCTAssertTrue(g.thumbnailSize.width >= 1 && g.thumbnailSize.height.isFinite)
            XCTAssertTrue(g.viewportHeight >= 1)
        }
    }

    func testPagesFillingLessThanARowAreCentredAtTheSizeOfAFullRow() {
        let full = CarouselGridLayout(size: Size(1920, 1080), bottomInsetPx: 48)
        let g = CarouselGridLayout(size: Size(1920, 1080), bottomInsetPx: 48, count: 3)
        XCTAssertEqual(g.columns, full.columns, "as many columns as fit")
        XCTAssertEqual(g.thumbnailSize, full.thumbnailSize)
        XCTAssertEqual(g.usedColumns, 3)
        let left = g.frame(ofIndex: 0, offset: 0).minX, right = 1920 - g.frame(ofIndex: 2, offset: 0).maxX
        XCTAssertEqual(left, right, accuracy: 1, "the row of three is centred")
        XCTAssertEqual(g.index(at: Point(g.frame(ofIndex: 2, offset: 0).midX, 100), offset: 0, count: 3), 2)
        let many = CarouselGridLayout(size: Size(1920, 1080), bottomInsetPx: 48, count: 30)
        XCTAssertEqual(many.frame(ofIndex: 0, offset: 0), full.frame(ofIndex: 0, offset: 0), "full rows fill the width")
    }

    func testTheThumbnailsFollowTheHeightTooAsATallWindowShowsLargerOnesInFewerColumns() {
        var last: CarouselGridLayout?
        for height in stride(from: 700.0, through: 1920, by: 20) {
            let g = CarouselGridLayout(size: Size(1080, height), bottomInsetPx: 48)
            if let last {
                XCTAssertLessThanOrEqual(g.columns, last.columns, "\(height) px high: no more columns as the window grows taller")
                XCTAssertGreaterThanOrEqual(g.thumbnailSize.height, last.thumbnailSize.height, "\(height) px high")
            }
            last = g
        }
        let short = CarouselGridLayout(size: Size(1080, 700), bottomInsetPx: 48)
        let tall = CarouselGridLayout(size: Size(1080, 1920), bottomInsetPx: 48)
        XCTAssertEqual(short.columns, 4)
        XCTAssertEqual(tall.columns, 3, "a portrait full-HD window: three columns, where the width alone gave four")
        XCTAssertEqual(tall.thumbnailSize, Size(328, 583))
        XCTAssertLessThanOrEqual(tall.viewportHeight / tall.rowPitch, CarouselGridLayout.rowsInView)
    }

    func testALargeWideWindowShowsAboutThreeAndAHalfRowsOfLargerThumbnails() {
        let g = CarouselGridLayout(size: Size(1920, 1080), bottomInsetPx: 48)
        XCTAssertEqual(g.columns, 4, "the width alone fits seven of 220 px")
        XCTAssertEqual(g.thumbnailSize, Size(450, 253))
        XCTAssertEqual(g.viewportHeight / g.rowPitch, CarouselGridLayout.rowsInView, accuracy: 0.25)
        let small = CarouselGridLayout(size: Size(640, 400), bottomInsetPx: 48)
        XCTAssertEqual(small.columns, 2, "a small window keeps the thumbnails at least 220 px wide")
        XCTAssertGreaterThanOrEqual(small.thumbnailSize.width, CarouselGridLayout.thumbnailTargetWidthPx)
    }
}
