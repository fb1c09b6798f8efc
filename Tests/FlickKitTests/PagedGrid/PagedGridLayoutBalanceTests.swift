import FlickCore
import XCTest
@testable import FlickKit

/// The grid sits in the middle of its viewport, and its rows and columns hug their tiles.
final class PagedGridLayoutBalanceTests: XCTestCase {
    private let sizes = [Size(1024, 644), Size(1280, 744), Size(720, 944), Size(320, 184), Size(200, 94),
                         Size(1920, 1024), Size(500, 500)]

    func testTheLeftAndRightMarginsAreEqualWithinOnePixelAtEverySize() {
        for size in sizes {
            for shape in [PagedGridShape.landscape, .portrait] {
                let m = PagedGridLayout(size: size, shape: shape, itemCount: 28).horizontalMargins
                XCTAssertEqual(m.left, m.right, accuracy: 1, "\(size) \(shape)")
            }
        }
    }

    func testAt1024WideTheGridIsCentred() {
        let m = PagedGridLayout(size: Size(1024, 644), shape: .landscape, itemCount: 28).horizontalMargins
        XCTAssertEqual(m.left, m.right, accuracy: 1)
        XCTAssertGreaterThan(m.left, 26, "room for the indicator on the right means the same room on the left")
    }

    func testTheTopAndBottomMarginsAreEqualWithinOnePixel() {
        for size in sizes {
            let g = PagedGridLayout(size: size, shape: .for(size), itemCount: 28)
            let top = g.cellFrame(slot: 0).minY, bottom = size.height - g.cellFrame(slot: g.perPage - 1).maxY
            XCTAssertEqual(top, bottom, accuracy: 1, "\(size)")
        }
    }

    func testInPortraitACellIsNoTallerThanItsPictureAndCaption() {
        let g = PagedGridLayout(size: Size(720, 944), shape: .portrait, itemCount: 28)
        let pic = g.pictureInCell, cap = g.captionInCell
        XCTAssertEqual(g.cellSize.height, pic.height + cap.height, accuracy: 1, "no gap inside a cell")
        let rowGap = g.cellFrame(slot: 3).minY - g.cellFrame(slot: 0).maxY
        XCTAssertLessThanOrEqual(rowGap, PagedGridLayout.spacingPx, "rows are one spacing apart")
    }

    func testInAWideWindowACellIsNoWiderThanItsPicture() {
        let g = PagedGridLayout(size: Size(1900, 500), shape: .landscape, itemCount: 28)
        XCTAssertEqual(g.cellSize.width, g.pictureInCell.width, accuracy: 1)
        let columnGap = g.cellFrame(slot: 1).minX - g.cellFrame(slot: 0).maxX
        XCTAssertLessThanOrEqual(columnGap, PagedGridLayout.spacingPx)
    }

    func testTheIndicatorBandIsRightOfTheTiles() {
        for size in sizes {
            let g = PagedGridLayout(size: size, shape: .landscape, itemCount: 28)
            let side = PagedGridLayout.sideInset(width: size.width, height: size.height)
            XCTAssertLessThanOrEqual(g.cellFrame(slot: g.shape.columns - 1).maxX, size.width - side + 1, "\(size)")
            XCTAssertGreaterThanOrEqual(side, 12, "the indicator's 16 px pill fits beside the tiles")
        }
    }
}

private extension PagedGridShape {
    static func `for`(_ size: Size) -> PagedGridShape { forSize(size) }
}
