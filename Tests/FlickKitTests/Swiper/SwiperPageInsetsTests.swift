import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

final class SwiperPageInsetsTests: XCTestCase {
    private let inside = SwiperOptions(pageInsets: .insideBars)

    func testByDefaultPagesTakeTheWholeSwiper() {
        let h = SwiperHarness()
        h.frame()
        XCTAssertEqual(h.swiper.pageArea, Rect(x: 0, y: 0, width: 1000, height: 700))
        XCTAssertEqual(h.pages.page(0).size, Size(1000, 700))
    }

    func testInsideTheBarsPagesSitBetweenTheToolbarsAndAboveTheDots() {
        let h = SwiperHarness(options: inside)
        h.frame()
        let bar = h.swiper.barHeight, dots = PageDots.heightPx + 2 * Swiper.dotsBottomMarginPx
        let area = h.swiper.pageArea
        XCTAssertEqual(area, Rect(x: 0, y: bar, width: 1000, height: 700 - 2 * bar - dots))
        XCTAssertEqual(h.pages.page(0).size, area.size, "pages are laid out in the area")
        XCTAssertEqual(h.pages.page(1).size, area.size, "the neighbours too")
        h.swiper.showToolbars(now: h.now)
        h.run(1)
        for child in h.swiper.controlChildren(now: h.now) {
            XCTAssertFalse(child.frame.intersects(area), "\(child.frame) covers the page")
        }
    }

    func testThePageIsDrawnAndClickedInItsArea() {
        let h = SwiperHarness(options: inside)
        let scene = h.frame()
        let area = h.swiper.pageArea
        let placed = SceneProbe.snapshots(scene).first { $0.frame.minX == 0 }
        XCTAssertEqual(placed?.frame, area)
        h.click(Point(500, area.minY + 5))
        guard case .tap(let p, _, _, _)? = h.pages.page(0).received.last else { return XCTFail("no tap on the page") }
        XCTAssertEqual(p, Point(500, 5), "in the page's own coordinates")
        let semantics = h.swiper.semantics(now: h.now)[0].children.first { $0.states.contains(.selected) }
        XCTAssertEqual(semantics?.frame, area)
    }

    func testWithoutBarsThereIsNothingToKeepClearOf() {
        let h = SwiperHarness(options: SwiperOptions(showsPageControl: false, showsToolbars: false, pageInsets: .insideBars))
        h.frame()
        XCTAssertEqual(h.swiper.pageArea, Rect(x: 0, y: 0, width: 1000, height: 700))
    }

    func testATinySwiperStillGivesAPageAPixel() {
        let h = SwiperHarness(size: Size(300, 20), options: inside)
        h.frame()
        XCTAssertGreaterThanOrEqual(h.swiper.pageArea.height, 1)
        XCTAssertGreaterThanOrEqual(h.pages.page(0).size.height, 1)
    }

    func testWithoutTheTopToolbarOnlyTheBottomOneShowsAndThePageStartsAtTheTop() {
        let h = SwiperHarness(options: SwiperOptions(pageInsets: .insideBars, showsTopToolbar: false))
        h.swiper.showToolbars(now: h.now)
        h.run(1)
        XCTAssertEqual(h.swiper.pageArea.minY, 0)
        XCTAssertEqual(h.swiper.controlChildren(now: h.now).filter { $0.component === h.swiper.topBar }.count, 0)
        XCTAssertEqual(h.swiper.controlChildren(now: h.now).filter { $0.component === h.swiper.bottomBar }.count, 1)
        XCTAssertFalse(SceneProbe.texts(h.frame()).contains { $0.hasPrefix("1 of 7") }, "no title bar")
        let full = SwiperHarness(options: SwiperOptions(pageInsets: .insideBars))
        full.swiper.showToolbars(now: full.now)
        full.run(1)
        XCTAssertTrue(SceneProbe.texts(full.frame()).contains { $0.hasPrefix("1 of 7") }, "the title bar, where it shows")
    }
}
