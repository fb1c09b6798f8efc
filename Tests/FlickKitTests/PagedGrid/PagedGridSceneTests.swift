import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridSceneTests: XCTestCase {
    func testAtRestOnlyThePagesTilesAreBuilt() {
        let h = PagedGridHarness(count: 200)
        h.grid.go(to: 5, animated: false, now: h.now)
        let keys = SceneProbe.snapshots(h.frame()).map(\.key)
        XCTAssertEqual(keys, (40..<48).map { SnapshotKey(h.grid, part: "i\($0)") })
    }

    func testMidMoveAtMostTwoPagesOfTilesAreBuilt() {
        let h = PagedGridHarness(count: 5000)
        h.drag(dy: -300, velocity: 0, release: false)
        let tiles = SceneProbe.snapshots(h.frame())
        XCTAssertGreaterThan(tiles.count, 8)
        XCTAssertLessThanOrEqual(tiles.count, 16)
    }

    func testTilesAreSnapshotsKeyedByItemAndVersion() {
        let h = PagedGridHarness()
        let before = SceneProbe.snapshots(h.frame()).first { $0.key == SnapshotKey(h.grid, part: "i2") }
        XCTAssertEqual(before?.version, 0)
        var items = h.grid.items
        items[2].version = 7
        h.grid.items = items
        let after = SceneProbe.snapshots(h.frame()).first { $0.key == SnapshotKey(h.grid, part: "i2") }
        XCTAssertEqual(after?.version, 7)
        XCTAssertEqual(after?.size, h.grid.layout.cellSize)
    }

    func testAHiddenItemIsLeftOutOfTheGrid() {
        let h = PagedGridHarness()
        h.grid.hiddenItemID = "i3"
        let keys = SceneProbe.snapshots(h.frame()).map(\.key)
        XCTAssertFalse(keys.contains(SnapshotKey(h.grid, part: "i3")))
        XCTAssertEqual(keys.count, 7)
    }

    func testAHiddenItemCannotBeOpened() {
        let h = PagedGridHarness()
        let p = h.center(3)
        h.grid.hiddenItemID = "i3"
        h.click(p)
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testAClickOnAPictureOpensItWithItsRectangle() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 6, now: h.now)!
        h.click(f.center)
        XCTAssertEqual(h.opened.count, 1)
        XCTAssertEqual(h.opened[0].index, 6)
        XCTAssertEqual(h.opened[0].frame, f)
    }

    func testAClickOnACaptionOpensNothing() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 6, now: h.now)!
        h.click(Point(f.midX, f.maxY + 10))
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testAnEmptyGridShowsItsMessage() {
        let h = PagedGridHarness(count: 0)
        h.grid.emptyMessage = "Nothing yet"
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("Nothing yet"))
        XCTAssertEqual(h.grid.currentPage, 0)
        h.key("Next")
        XCTAssertEqual(h.grid.currentPage, 0)
    }

    func testRemovingItemsKeepsThePageWithinTheNewCount() {
        let h = PagedGridHarness()
        h.grid.go(to: 3, animated: false, now: h.now)
        h.grid.items = PagedGridHarness.items(10)
        XCTAssertEqual(h.grid.currentPage, 1)
        XCTAssertEqual(h.grid.position(now: h.now), 1)
    }

    func testThePageIndicatorIsShownOnlyForMoreThanOnePage() {
        let one = PagedGridHarness(count: 8)
        XCTAssertEqual(one.grid.pageCount, 1)
        XCTAssertFalse(one.grid.indicatorHit(Point(one.grid.indicatorFrame.midX, one.grid.indicatorFrame.midY)))
        let many = PagedGridHarness(count: 9)
        XCTAssertEqual(many.grid.pageCount, 2)
        XCTAssertTrue(many.grid.indicatorHit(Point(many.grid.indicatorFrame.midX, many.grid.indicatorFrame.midY - 2)))
    }

    func testTinyAndHugeSizesGiveFiniteScenes() {
        for size in [Size(1, 1), Size(4000, 3000), Size(3, 5000)] {
            let h = PagedGridHarness(size: size)
            h.key("Next")
            h.run(0.1)
            h.send(.pinch(Point(size.width / 3, size.height / 4), scale: 1.3))
            h.run(0.1)
            let numbers = SceneProbe.numbers(h.frame())
            XCTAssertTrue(numbers.allSatisfy(\.isFinite), "\(size)")
        }
    }

    func testThePictureUnderThePointerShowsTheHoverFillAndWhileHeldThePressedFill() {
        let h = PagedGridHarness()
        let palette = Palette(for: h.grid.appearance)
        XCTAssertFalse(SceneProbe.fills(h.frame()).contains(palette.hoverFill))
        _ = h.send(.hover(h.center(2)))
        XCTAssertTrue(SceneProbe.fills(h.frame()).contains(palette.hoverFill))
        _ = h.send(.press(h.center(2), button: 1, modifiers: []))
        let held = SceneProbe.fills(h.frame())
        XCTAssertTrue(held.contains(palette.pressedFill))
        XCTAssertFalse(held.contains(palette.hoverFill))
        _ = h.send(.cancel)
        _ = h.send(.leave)
        let gone = SceneProbe.fills(h.frame())
        XCTAssertFalse(gone.contains(palette.hoverFill) || gone.contains(palette.pressedFill))
    }

    func testAnEmptyGridShowsAStatusPageOfIconTitleAndDescription() {
        let h = PagedGridHarness(count: 0)
        h.grid.emptyMessage = "No favorites yet"
        h.grid.emptyDescription = "Mark a collection with Favorite."
        h.grid.emptyIcon = .favorite
        let texts = SceneProbe.textNodes(h.frame())
        XCTAssertEqual(texts.map(\.text), ["No favorites yet", "Mark a collection with Favorite."])
        XCTAssertEqual(texts.first?.font.weight, .bold)
        XCTAssertGreaterThan(texts[0].font.size, texts[1].font.size, "the title is larger than the description")
        XCTAssertLessThan(texts[0].frame.maxY, texts[1].frame.minY + 1, "the description is under the title")
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).isEmpty, "the icon is drawn")
        h.grid.items = PagedGridHarness.items(3)
        XCTAssertFalse(SceneProbe.texts(h.frame()).contains("No favorites yet"))
    }
}
