import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumTabTests: XCTestCase {
    private func clickTab(_ h: MuseumHarness, _ tab: MuseumTab) {
        let bar = h.museum.tabBarFrame
        let item = h.museum.tabBar.itemFrame(tab.rawValue)
        h.click(Point(bar.x + item.midX, bar.y + item.midY))
    }

    func testTheTabNamesAreLowerCase() {
        XCTAssertEqual(MuseumTab.allCases.map(\.name), ["collections", "favorites"])
    }

    func testClickingTheFavoritesItemShowsFavorites() {
        let h = MuseumHarness()
        clickTab(h, .favorites)
        XCTAssertEqual(h.state["museum.tab"], "favorites")
        h.settle()
        XCTAssertEqual(h.museum.tabProgress(now: h.now), 1)
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains { $0.hasPrefix("No favorites yet") })
    }

    func testAHorizontalSwipeOverTheGridFollowsThePointerAndChangesTab() {
        let h = MuseumHarness()
        h.drag(from: Point(900, 400), by: Point(-320, 0), velocity: Point(-200, 0), release: false)
        XCTAssertEqual(h.museum.tabProgress(now: h.now), 0.25, accuracy: 1e-6)
        XCTAssertEqual(h.state["museum.tab"], "collections")
        h.send(.panEnd(PanInfo(start: Point(900, 400), location: Point(200, 400), velocity: Point(-1200, 0))))
        XCTAssertEqual(h.state["museum.tab"], "favorites")
        h.settle()
        h.drag(from: Point(200, 400), by: Point(700, 0), velocity: Point(1200, 0))
        XCTAssertEqual(h.state["museum.tab"], "collections")
    }

    func testAShortSlowSwipeStaysOnTheTab() {
        let h = MuseumHarness()
        h.drag(from: Point(900, 400), by: Point(-150, 0), velocity: Point(-50, 0))
        h.settle()
        XCTAssertEqual(h.state["museum.tab"], "collections")
        XCTAssertEqual(h.museum.tabProgress(now: h.now), 0)
    }

    func testSwipingPastTheLastTabRubberBands() {
        let h = MuseumHarness()
        h.museum.select(.favorites, animated: false, now: h.now)
        h.drag(from: Point(900, 400), by: Point(-600, 0), velocity: .zero, release: false)
        let p = h.museum.tabProgress(now: h.now)
        XCTAssertGreaterThan(p, 1)
        XCTAssertLessThan(p, 1 + 600.0 / 1280)
    }

    func testBothTabsAreDrawnOnlyWhileTheySlide() {
        let h = MuseumHarness()
        h.key("Right")
        h.run(0.08)
        let keys = SceneProbe.snapshots(h.frame()).map(\.key)
        XCTAssertTrue(keys.contains { h.isTile($0, in: .collections) })
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains { $0.hasPrefix("No favorites yet") })
        h.settle()
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).contains { h.isTile($0.key, in: .collections) })
    }

    func testArrowKeysAndNumberKeysChangeTab() {
        let h = MuseumHarness()
        h.key("Right"); XCTAssertEqual(h.state["museum.tab"], "favorites")
        h.key("Right"); XCTAssertEqual(h.state["museum.tab"], "favorites")
        h.key("Left"); XCTAssertEqual(h.state["museum.tab"], "collections")
        h.key("2"); XCTAssertEqual(h.state["museum.tab"], "favorites")
        h.key("1"); XCTAssertEqual(h.state["museum.tab"], "collections")
    }

    func testShiftWheelScrollsSidewaysToTheNextTab() {
        let h = MuseumHarness()
        h.send(.scroll(Point(600, 400), delta: Point(0, 1), modifiers: [.shift]))
        XCTAssertEqual(h.state["museum.tab"], "favorites")
        XCTAssertEqual(h.museum.browsers[0].grid.currentPage, 0, "the grid did not page")
    }

    func testAHorizontalWheelGestureChangesTabOnce() {
        let h = MuseumHarness()
        for _ in 0..<4 { h.send(.scroll(Point(600, 400), delta: Point(1, 0), modifiers: [])) }
        XCTAssertEqual(h.state["museum.tab"], "favorites")
    }

    func testEachTabKeepsItsOwnPageAndDetail() {
        let h = MuseumHarness()
        h.museum.setFavorite("c0", true, now: h.now)
        h.key("Next")
        h.settle()
        h.click(h.pictureCenter(9))
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection 9")
        h.museum.select(.favorites, now: h.now)
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(h.state["museum.page"], "0")
        h.museum.select(.collections, now: h.now)
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection 9")
        XCTAssertEqual(h.state["museum.page"], "1")
    }

    func testClickingTheShownTabsItemClosesItsDetail() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(1))
        h.settle()
        clickTab(h, .collections)
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(h.state["museum.tab"], "collections")
    }

    func testAPressCatchesSlidingTabsAndTheClickOpensNothing() {
        let h = MuseumHarness()
        h.key("Right")
        h.run(0.08)
        let p = h.museum.tabProgress(now: h.now)
        XCTAssertGreaterThan(p, 0)
        XCTAssertLessThan(p, 1)
        h.click(Point(300, 200))
        XCTAssertEqual(h.state["museum.detail"], "none")
        h.settle()
        XCTAssertEqual(h.museum.tabProgress(now: h.now), Double(h.museum.selectedTab.rawValue))
    }

    func testCaughtTabsTakenByAVerticalPanSettleOnATab() {
        let h = MuseumHarness()
        h.key("Right")
        h.run(0.08)
        h.drag(from: Point(300, 200), by: Point(0, -150), velocity: Point(0, -400))
        h.settle()
        let p = h.museum.tabProgress(now: h.now)
        XCTAssertEqual(p, p.rounded(), "not left between tabs")
        XCTAssertEqual(p, Double(h.museum.selectedTab.rawValue))
    }

    func testThePinchIsNotUsedWhileTheTabsSlide() {
        let h = MuseumHarness()
        h.key("Right")
        h.run(0.05)
        XCTAssertFalse(h.send(.pinch(Point(300, 200), scale: 2)))
    }
}
