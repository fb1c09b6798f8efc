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
        XCTAssertLessThan(h.swiper.progress(at: h.now), 1, "still on its way")
        h.key("Left")
        XCTAssertEqual(h.state["swiper.taps"], "1")
        XCTAssertEqual(h.state["swiper.slots"], "G,A,B")
    }

    func testAnEmptyListFallsBackToTheSamples() {
        let s = Swiper(items: [])
        XCTAssertEqual(s.items.count, 7)
        XCTAssertEqual(s.state["swiper.item"], "Aurora")
        s.items = []
        XCTAssertEqual(s.items.map(\.id), ["A", "B", "C", "D", "E", "F", "G"])
    }

    func testReplacingItemsReloadsAllThreeViews() {
        let h = SwiperHarness()
        h.frame()
        let before = h.swiper.slots.all.map(\.version)
        h.swiper.items = Array(SwiperItem.samples.prefix(3))
        XCTAssertEqual(h.state["swiper.slots"], "C,A,B")
        XCTAssertTrue(zip(before, h.swiper.slots.all.map(\.version)).allSatisfy { $0 < $1 })
    }

    func testAOneItemListShowsTheSameItemEverywhereAndSwipesInPlace() {
        let h = SwiperHarness(items: [SwiperItem.samples[0]])
        XCTAssertEqual(h.state["swiper.slots"], "A,A,A")
        h.drag(dx: -600, velocity: -2000)
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
        XCTAssertEqual(h.state["swiper.slots"], "A,A,A")
        h.click(Point(500, 350))
        XCTAssertEqual(h.state["swiper.taps"], "1")
    }

    func testATwoItemListAlternates() {
        let h = SwiperHarness(items: Array(SwiperItem.samples.prefix(2)))
        XCTAssertEqual(h.state["swiper.slots"], "B,A,B")
        h.key("Right")
        h.settle()
        XCTAssertEqual(h.state["swiper.slots"], "A,B,A")
        h.key("Right")
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "0")
    }

    func testTheStartIndexIsWrapped() {
        let s = Swiper(startIndex: -1)
        XCTAssertEqual(s.state["swiper.index"], "6")
        XCTAssertEqual(s.state["swiper.slots"], "F,G,A")
    }
}
