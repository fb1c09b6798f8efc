import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridPinchTests: XCTestCase {
    private func pinch(_ h: PagedGridHarness, at p: Point, notches: Int) {
        for _ in 0..<abs(notches) {
            h.send(.pinch(p, scale: notches > 0 ? Constants.pinchStepScale : 1 / Constants.pinchStepScale))
        }
    }

    func testPinchingOutZoomsThePictureAboutThePointer() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        let p = Point(f.minX + f.width * 0.25, f.minY + f.height * 0.75)
        pinch(h, at: p, notches: 2)
        h.run(0.3)
        let z = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        XCTAssertEqual(z.width / f.width, 1.21, accuracy: 0.01)
        // The point under the pointer stays under it.
        XCTAssertEqual(z.minX + z.width * 0.25, p.x, accuracy: 0.01)
        XCTAssertEqual(z.minY + z.height * 0.75, p.y, accuracy: 0.01)
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testTheZoomFollowsThePinchAsItGoes() {
        let h = PagedGridHarness()
        let p = h.center(2)
        pinch(h, at: p, notches: 1)
        h.run(0.2)
        let one = h.grid.pictureZoom(now: h.now)
        pinch(h, at: p, notches: 1)
        h.run(0.2)
        XCTAssertGreaterThan(h.grid.pictureZoom(now: h.now), one)
    }

    func testPinchingOutPastTheThresholdOpensThePictureFromItsZoomedRectangle() {
        let h = PagedGridHarness()
        let p = h.center(3)
        pinch(h, at: p, notches: 3)
        XCTAssertTrue(h.opened.isEmpty, "1.1³ ≈ 1.33 is below the threshold")
        h.run(0.05)
        let zoomed = h.grid.pictureFrame(ofItem: 3, now: h.now)!
        pinch(h, at: p, notches: 1)
        XCTAssertEqual(h.opened.count, 1)
        XCTAssertEqual(h.opened[0].index, 3)
        XCTAssertEqual(h.opened[0].frame.width, zoomed.width, accuracy: zoomed.width * 0.05)
        XCTAssertEqual(h.grid.pictureZoom(now: h.now), 1, "the zoom hands over to the opening")
    }

    func testTheRestOfAnOpeningPinchOpensNothingMore() {
        let h = PagedGridHarness()
        pinch(h, at: h.center(3), notches: 8)
        XCTAssertEqual(h.opened.count, 1)
    }

    func testAPinchThatPausesSpringsThePictureBack() {
        let h = PagedGridHarness()
        let p = h.center(1)
        pinch(h, at: p, notches: 2)
        h.run(0.2)
        XCTAssertGreaterThan(h.grid.pictureZoom(now: h.now), 1.1)
        XCTAssertNotNil(h.grid.nextDeadline(now: h.now), "the pinch's end is a timer")
        XCTAssertTrue(h.grid.isAnimating(now: h.now), "a held pinch counts as motion: settle waits for it")
        h.settle()
        XCTAssertFalse(h.grid.isAnimating(now: h.now))
        XCTAssertEqual(h.grid.pictureZoom(now: h.now), 1)
        XCTAssertNil(h.grid.nextDeadline(now: h.now))
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testTwoPausedPinchesDoNotAddUp() {
        let h = PagedGridHarness()
        let p = h.center(1)
        pinch(h, at: p, notches: 3)
        h.settle()
        pinch(h, at: p, notches: 3)
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testPinchingInShrinksThePictureALittleAndNoFurther() {
        let h = PagedGridHarness()
        pinch(h, at: h.center(0), notches: -10)
        h.run(0.3)
        let z = h.grid.pictureZoom(now: h.now)
        XCTAssertLessThan(z, 1)
        XCTAssertGreaterThan(z, PagedGrid.zoomMinScale - 0.1)
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testAPinchBetweenPicturesIsNotUsed() {
        let h = PagedGridHarness()
        let a = h.grid.pictureFrame(ofItem: 0, now: h.now)!, b = h.grid.pictureFrame(ofItem: 1, now: h.now)!
        XCTAssertFalse(h.send(.pinch(Point((a.maxX + b.minX) / 2, a.midY), scale: 1.5)))
        XCTAssertEqual(h.grid.pictureZoom(now: h.now), 1)
    }

    func testTheZoomedPictureIsDrawnOnTopAtItsZoomedSize() {
        let h = PagedGridHarness()
        pinch(h, at: h.center(5), notches: 2)
        h.run(0.3)
        let tiles = SceneProbe.snapshots(h.frame())
        XCTAssertEqual(tiles.last?.key, SnapshotKey(h.grid, part: "i5"))
        XCTAssertGreaterThan(tiles.last!.frame.width, h.grid.layout.cellSize.width * 1.15)
    }

    func testADragEndsAPinchAndItsZoom() {
        let h = PagedGridHarness()
        pinch(h, at: h.center(5), notches: 2)
        h.run(0.1)
        h.drag(dy: -200, velocity: -500)
        h.settle()
        XCTAssertEqual(h.grid.pictureZoom(now: h.now), 1)
        XCTAssertEqual(h.grid.currentPage, 1)
    }
}
