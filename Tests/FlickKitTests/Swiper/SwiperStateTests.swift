import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SwiperStateTests: XCTestCase {
    func testTheInitialStateHasExactlyTheContractKeysAndFormats() {
        let h = SwiperHarness()
        XCTAssertEqual(h.state, [
            "swiper.index": "0",
            "swiper.item": "Aurora",
            "swiper.taps": "0",
            "swiper.slots": "G,A,B",
            "swiper.toolbars": "hidden",
        ])
    }

    func testStateDescribesTheSettledTargetFromReleaseOn() {
        let h = SwiperHarness()
        h.click(Point(500, 350))
        h.drag(dx: -600, velocity: -400)
        XCTAssertEqual(h.state, [
            "swiper.index": "1",
            "swiper.item": "Birch",
            "swiper.taps": "0",
            "swiper.slots": "A,B,C",
            "swiper.toolbars": "hidden",
        ])
        XCTAssertLessThan(h.swiper.progress(now: h.now), 1, "still on its way")
        h.key("Left")
        XCTAssertEqual(h.state["swiper.taps"], "1")
        XCTAssertEqual(h.state["swiper.slots"], "G,A,B")
    }

    func testAnEmptySwiperDrawsItsBackgroundMakesNoPageAndIgnoresNavigation() {
        let h = SwiperHarness(count: 0)
        XCTAssertEqual(h.pages.calls, [])
        XCTAssertNil(h.swiper.page(.center))
        XCTAssertEqual(h.state, ["swiper.index": "0", "swiper.slots": "", "swiper.toolbars": "hidden"])
        h.key("Right")
        h.key("End")
        h.drag(dx: -600, velocity: -2000)
        h.click(Point(500, 350))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
        XCTAssertTrue(SceneProbe.snapshots(h.frame()).isEmpty)
        XCTAssertTrue(SceneProbe.numbers(h.frame()).allSatisfy(\.isFinite))
        XCTAssertEqual(h.swiper.topBar.title, "No pages")
        XCTAssertEqual(h.pages.calls, [], "still no page made")
    }

    func testWithoutNamesOrTitlesPagesAreNamedByIndexAndTheTitleIsThePlace() {
        let s = Swiper(pageCount: 3, startIndex: 1) { _ in SwiperTestPage(id: "x", name: "x") }
        XCTAssertEqual(s.state, ["swiper.index": "1", "swiper.slots": "0,1,2", "swiper.toolbars": "hidden",
                                 "swiper.taps": "0"], "the swiper's keys, then the center page's own")
        XCTAssertEqual(s.topBar.title, "2 of 3")
    }

    func testReloadingWithANewCountReloadsAllThreeSlots() {
        let h = SwiperHarness()
        h.frame()
        let before = h.swiper.slots.all.map(\.version)
        let calls = h.pages.calls.count
        h.swiper.reloadPages(count: 3)
        XCTAssertEqual(h.state["swiper.slots"], "C,A,B")
        XCTAssertTrue(zip(before, h.swiper.slots.all.map(\.version)).allSatisfy { $0 < $1 })
        XCTAssertEqual(Array(h.pages.calls.dropFirst(calls)), [0, 1, 2], "the center, then the right and left")
        XCTAssertEqual(h.swiper.topBar.title, "1 of 3 — Aurora")
    }

    func testAOneItemListShowsTheSameItemEverywhereAndSwipesInPlace() {
        let h = SwiperHarness(count: 1)
        XCTAssertEqual(h.state["swiper.slots"], "A,A,A")
        h.drag(dx: -600, velocity: -2000)
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
        XCTAssertEqual(h.state["swiper.slots"], "A,A,A")
        h.click(Point(500, 350))
        XCTAssertEqual(h.state["swiper.taps"], "1")
    }

    func testATwoItemListAlternates() {
        let h = SwiperHarness(count: 2)
        XCTAssertEqual(h.state["swiper.slots"], "B,A,B")
        h.key("Right")
        h.settle()
        XCTAssertEqual(h.state["swiper.slots"], "A,B,A")
        h.key("Right")
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
    }

    func testTheStartIndexIsWrapped() {
        let s = SwiperHarness(startIndex: -1).swiper
        XCTAssertEqual(s.state["swiper.index"], "6")
        XCTAssertEqual(s.state["swiper.slots"], "F,G,A")
    }
}
