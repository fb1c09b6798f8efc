import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumStateTests: XCTestCase {
    func testItPublishesEveryMuseumKeyAtTheStart() {
        let h = MuseumHarness()
        XCTAssertEqual(h.state["museum.page"], "0")
        XCTAssertEqual(h.state["museum.columns"], "4")
        XCTAssertEqual(h.state["museum.rows"], "2")
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(h.state["museum.tab"], "collections")
        XCTAssertEqual(h.state["museum.pages"], "4")
        XCTAssertEqual(h.state["museum.favorites"], "0")
    }

    func testAPortraitWindowPublishesThreeByThree() {
        let h = MuseumHarness(size: Size(720, 1000))
        XCTAssertEqual(h.state["museum.columns"], "3")
        XCTAssertEqual(h.state["museum.rows"], "3")
    }

    func testTheShapeAndPageChangeWhenTheResizeHappensNotAfterTheFade() {
        let h = MuseumHarness()
        h.key("End")
        h.settle()
        XCTAssertEqual(h.state["museum.page"], "3")   // items 24...27
        h.museum.layout(size: Size(720, 1000), now: h.now)
        XCTAssertEqual(h.state["museum.columns"], "3")
        XCTAssertEqual(h.state["museum.page"], "2", "item 24 is on portrait page 2")
    }

    func testThePageCommitsOnReleaseNotMidDrag() {
        let h = MuseumHarness()
        h.drag(from: Point(600, 500), by: Point(0, -300), velocity: Point(0, -800), release: false)
        XCTAssertEqual(h.state["museum.page"], "0")
        h.send(.panEnd(PanInfo(start: Point(600, 500), location: Point(600, 200), velocity: Point(0, -800))))
        XCTAssertEqual(h.state["museum.page"], "1")
    }

    func testTheTabBarSitsUnderTheGrid() {
        let h = MuseumHarness(size: Size(1280, 800))
        XCTAssertEqual(h.museum.tabBarFrame, Rect(x: 0, y: 800 - Constants.barHeightPx, width: 1280, height: Constants.barHeightPx))
        XCTAssertEqual(h.grid.size, Size(1280, 800 - Constants.barHeightPx))
    }

    func testDuplicateCollectionIdsAreDropped() {
        let list = MuseumHarness.collections(3)
        let m = Museum(collections: list + [list[1]])
        XCTAssertEqual(m.collections.count, 3)
    }

    func testAnEmptyMuseumShowsAnEmptyGrid() {
        let m = Museum(collections: [])
        m.layout(size: Size(800, 600), now: 0)
        XCTAssertEqual(m.state["museum.page"], "0")
        XCTAssertEqual(m.state["museum.pages"], "1")
        XCTAssertTrue(SceneProbe.texts(m.scene(now: 0)).contains("No collections to show"))
    }

    func testNothingAnimatesOrWakesAtRest() {
        let h = MuseumHarness()
        h.frame()
        XCTAssertFalse(h.museum.isAnimating(now: h.now))
        XCTAssertNil(h.museum.nextDeadline(now: h.now))
        h.click(h.pictureCenter(0))
        h.settle()
        XCTAssertFalse(h.museum.isAnimating(now: h.now))
        XCTAssertNil(h.museum.nextDeadline(now: h.now))
    }
}
