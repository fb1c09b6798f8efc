import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridItemTests: XCTestCase {
    func testTheAppSetsThePicturesAspect() {
        let wide = PagedGridLayout(size: Size(1280, 744), shape: .landscape, itemCount: 8, itemAspect: 3.0 / 2.0)
        let p = wide.pictureInCell
        XCTAssertEqual(p.width / p.height, 1.5, accuracy: 0.02)
        let square = PagedGridLayout(size: Size(1280, 744), shape: .landscape, itemCount: 8, itemAspect: 1)
        XCTAssertEqual(square.pictureInCell.width, square.pictureInCell.height, accuracy: 1)
        XCTAssertEqual(PagedGridLayout(size: Size(1280, 744), shape: .landscape, itemCount: 8).itemAspect, 4.0 / 3.0)
    }

    func testAnUnusableAspectIsTheDefaultOrClamped() {
        XCTAssertEqual(PagedGridLayout.validAspect(.nan), PagedGridLayout.pictureAspect)
        XCTAssertEqual(PagedGridLayout.validAspect(0), PagedGridLayout.pictureAspect)
        XCTAssertEqual(PagedGridLayout.validAspect(-2), PagedGridLayout.pictureAspect)
        XCTAssertEqual(PagedGridLayout.validAspect(1e9), 10)
        XCTAssertEqual(PagedGridLayout.validAspect(1e-9), 0.1)
    }

    func testAGridTakesItsAspectAtInitAndLive() {
        let grid = PagedGrid(items: PagedGridHarness.items(4), itemAspect: 1)
        grid.layout(size: Size(1280, 744), now: 0)
        XCTAssertEqual(grid.layout.tile.picture.width, grid.layout.tile.picture.height, accuracy: 1)
        grid.itemAspect = 2
        let p = grid.pictureFrame(ofItem: 0, now: 0)!
        XCTAssertEqual(p.width / p.height, 2, accuracy: 0.02)
        XCTAssertEqual(grid.layout.tile.picture.size, p.size)
    }

    func testUpdatingOneItemByIdKeepsTheOthersThePageAndTheFocus() {
        let h = PagedGridHarness()
        h.grid.go(to: 1, animated: false, now: h.now)
        h.grid.focus(itemIndex: 9, now: h.now)
        let others = h.grid.items.map(\.id)
        XCTAssertTrue(h.grid.updateItem(PagedGridItem(id: "i10", version: 3, name: "Ten") { tile in .fill(tile.picture, .white) }))
        XCTAssertEqual(h.grid.items.map(\.id), others)
        XCTAssertEqual(h.grid.items[10].version, 3)
        XCTAssertEqual(h.grid.items[10].name, "Ten")
        XCTAssertEqual(h.grid.currentPage, 1)
        XCTAssertEqual(h.grid.focusedIndex, 9)
        let tile = SceneProbe.snapshots(h.frame()).first { $0.key == SnapshotKey(h.grid, part: "i10") }
        XCTAssertEqual(tile?.version, 3, "drawn again at its new version")
        XCTAssertFalse(h.grid.updateItem(PagedGridItem(id: "nope") { _ in .empty }))
        XCTAssertEqual(h.grid.items.count, 28)
    }
}
