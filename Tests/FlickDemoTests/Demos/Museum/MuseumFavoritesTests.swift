import FlickTestSupport
import FlickCore
@testable import FlickDemo
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumFavoritesTests: XCTestCase {
    func testTogglingMarksAndUnmarks() {
        var f = MuseumFavorites()
        XCTAssertTrue(f.toggle("a"))
        XCTAssertTrue(f.contains("a"))
        XCTAssertFalse(f.toggle("a"))
        XCTAssertFalse(f.contains("a"))
    }

    func testSettingTheSameValueTwiceChangesNothing() {
        var f = MuseumFavorites()
        XCTAssertTrue(f.set("a", true))
        XCTAssertFalse(f.set("a", true))
        XCTAssertEqual(f.count, 1)
    }

    func testFavoritesAreListedInTheMuseumsOrder() {
        let list = MuseumHarness.collections(6)
        let f = MuseumFavorites(["c4", "c1", "c3"])
        XCTAssertEqual(f.list(from: list).map(\.id), ["c1", "c3", "c4"])
    }

    func testUnknownIdsAreDropped() {
        var f = MuseumFavorites(["c1", "nope"])
        f.keepOnly(MuseumHarness.collections(3))
        XCTAssertEqual(f.ids, ["c1"])
    }

    func testTheFavoriteButtonInADetailAddsItToFavorites() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(3))
        h.settle()
        h.click(h.browser.detail.favoriteButton.frame.center)
        XCTAssertEqual(h.state["museum.favorites"], "1")
        XCTAssertEqual(h.browser.detail.favoriteButton.title, "Favorite")
        XCTAssertEqual(h.browser.detail.favoriteButton.icon, .favoriteFilled)
        h.museum.select(.favorites, now: h.now)
        h.settle()
        XCTAssertEqual(h.museum.activeBrowser.collections.map(\.id), ["c3"])
        XCTAssertTrue(SceneProbe.snapshots(h.frame()).contains { $0.key == h.tileKey(.favorites, "c3") })
    }

    func testTheFKeyTogglesTheOpenCollection() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        h.settle()
        h.key("f")
        XCTAssertTrue(h.museum.favorites.contains("c2"))
        h.key("f")
        XCTAssertFalse(h.museum.favorites.contains("c2"))
    }

    func testAFavoriteTileGetsANewVersionForItsStar() {
        let h = MuseumHarness()
        let before = SceneProbe.snapshots(h.frame()).first { $0.key == h.tileKey(.collections, "c1") }!.version
        h.museum.setFavorite("c1", true, now: h.now)
        let after = SceneProbe.snapshots(h.frame()).first { $0.key == h.tileKey(.collections, "c1") }!.version
        XCTAssertNotEqual(before, after)
    }

    func testFavoritesCanBeOpenedFromTheFavoritesTab() {
        let h = MuseumHarness()
        h.museum.setFavorite("c7", true, now: h.now)
        h.museum.setFavorite("c20", true, now: h.now)
        h.museum.select(.favorites, animated: false, now: h.now)
        h.click(h.pictureCenter(1))
        XCTAssertEqual(h.state["museum.detail"], "Collection 20")
        XCTAssertEqual(h.museum.activeBrowser.detail.backTitle, "Favorites")
    }

    func testUnmarkingTheOpenFavoriteClosesOntoTheGridWithoutItsTile() {
        let h = MuseumHarness()
        h.museum.setFavorite("c5", true, now: h.now)
        h.museum.select(.favorites, animated: false, now: h.now)
        h.click(h.pictureCenter(0))
        h.settle()
        h.key("f")
        XCTAssertEqual(h.state["museum.favorites"], "0")
        XCTAssertEqual(h.state["museum.detail"], "Collection 5", "the detail stays until closed")
        h.key("Escape")
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains { $0.hasPrefix("No favorites yet") })
    }

    func testTheTabBarCountsFavorites() {
        let h = MuseumHarness()
        h.museum.setFavorite("c1", true, now: h.now)
        h.museum.setFavorite("c2", true, now: h.now)
        let texts = SceneProbe.texts(h.museum.tabBar.scene(now: h.now))
        XCTAssertTrue(texts.contains("Favorites"), "the count is in a badge, not the label: \(texts)")
        XCTAssertTrue(texts.contains("2"))
    }

    /// The Favorites item's icon and label boxes and the texts drawn in them.
    private func favoritesItem(_ bar: MuseumTabBar) -> (boxes: [Rect], texts: [String]) {
        let boxes = bar.contentFrames(1)
        let drawn = SceneProbe.textNodes(bar.scene(now: 0)).filter { bar.itemFrame(1).contains($0.frame.center) }
        return ([boxes.glyph, boxes.label], drawn.map(\.text).filter { $0 != String(bar.favoritesCount) })
    }

    func testTheFavoritesLabelStaysPutWhenTheCountAppears() {
        let h = MuseumHarness()
        let bar = h.museum.tabBar
        let before = favoritesItem(bar)
        XCTAssertNil(bar.badgeFrame)
        h.museum.setFavorite("c1", true, now: h.now)
        h.settle()
        let after = favoritesItem(bar)
        XCTAssertEqual(after.boxes, before.boxes, "the icon and the label keep their boxes")
        XCTAssertEqual(after.texts, before.texts, "the same texts: the count is in the badge")
        let badge = try? XCTUnwrap(bar.badgeFrame)
        let glyph = bar.contentFrames(1).glyph
        XCTAssertGreaterThan(badge?.minX ?? 0, glyph.midX, "the badge sits at the icon's trailing corner")
        XCTAssertLessThan(badge?.midY ?? .infinity, glyph.midY, "above its middle")
        XCTAssertLessThanOrEqual(badge?.maxX ?? .infinity, bar.itemFrame(1).maxX)
    }

    func testANarrowTabBarShowsIconsAloneAndKeepsTheBadgeInItsItem() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(120, Constants.barHeightPx), now: 0)
        bar.favoritesCount = 3
        XCTAssertTrue(bar.isCompact)
        XCTAssertEqual(bar.contentFrames(1).label.height, 0)
        XCTAssertFalse(SceneProbe.texts(bar.scene(now: 0)).contains("Favorites"))
        XCTAssertEqual(SceneProbe.paths(bar.scene(now: 0)).count, 4 + 1, "the grid's four squares and the star, drawn")
        let badge = try? XCTUnwrap(bar.badgeFrame)
        XCTAssertLessThanOrEqual(badge?.maxX ?? .infinity, bar.itemFrame(1).maxX)
        bar.layout(size: Size(1024, Constants.barHeightPx), now: 0)
        XCTAssertFalse(bar.isCompact)
        XCTAssertTrue(SceneProbe.texts(bar.scene(now: 0)).contains("Favorites"), "wide: the labels under the icons")
    }

    func testACompactTabBarShowsIconsAloneHoweverWide() {
        let bar = MuseumTabBar()
        bar.layout(size: Size(1024, Constants.compactBarHeightPx), now: 0,
                   environment: ComponentEnvironment(sizeClass: .compact))
        XCTAssertTrue(bar.isCompact)
        XCTAssertFalse(SceneProbe.texts(bar.scene(now: 0)).contains("Collections"))
    }

    func testTheOwnerHearsOfFavoriteChanges() {
        let h = MuseumHarness()
        var heard: [Int] = []
        h.museum.onFavoritesChanged = { heard.append($0.count) }
        h.museum.toggleFavorite("c1", now: h.now)
        h.museum.toggleFavorite("c1", now: h.now)
        h.museum.setFavorite("unknown", true, now: h.now)
        XCTAssertEqual(heard, [1, 0])
    }
}
