import FlickCore
import XCTest

/// Where a picture lands in its frame for each content mode.
final class ContentModeTests: XCTestCase {
    private let frame = Rect(x: 0, y: 0, width: 400, height: 300)     // 4:3
    private let photo = Size(300, 200)                                  // 3:2

    func testFitShowsTheWholePictureWithBandsAboveAndBelow() {
        let r = ContentMode.fit.drawnRect(picture: photo, in: frame)
        XCTAssertEqual(r.x, 0)
        XCTAssertEqual(r.width, 400)
        XCTAssertEqual(r.y, 50.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(r.height, 800.0 / 3, accuracy: 1e-9)
    }

    func testFillCoversTheFrameCuttingTheSides() {
        XCTAssertEqual(ContentMode.fill.drawnRect(picture: photo, in: frame), Rect(x: -25, y: 0, width: 450, height: 300))
    }

    func testCenterKeepsTheSizeAndScaleDownOnlyShrinks() {
        XCTAssertEqual(ContentMode.center.drawnRect(picture: photo, in: frame), Rect(x: 50, y: 50, width: 300, height: 200))
        XCTAssertEqual(ContentMode.scaleDown.drawnRect(picture: photo, in: frame), Rect(x: 50, y: 50, width: 300, height: 200))
        XCTAssertEqual(ContentMode.scaleDown.scale(picture: Size(800, 300), in: frame.size), 0.5)
    }

    func testEmptyPicturesAndFramesScaleByOne() {
        XCTAssertEqual(ContentMode.fit.scale(picture: Size(0, 10), in: frame.size), 1)
        XCTAssertEqual(ContentMode.fill.scale(picture: photo, in: Size(0, 0)), 1)
    }
}
