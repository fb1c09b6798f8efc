import XCTest
import FlickCore
@testable import FlickKit

final class SwiperTapTests: XCTestCase {
    func testATapOnThePageCountsOnTheCurrentItemAndRedrawsItsViewOnce() {
        let h = SwiperHarness()
        h.frame()
        let before = h.swiper.slots.center.version
        let imageBefore = h.snapshot(.center)!.version
        let neighbourImages = [h.snapshot(.left)!.version, h.snapshot(.right)!.version]
        let others = [h.swiper.slots.left.version, h.swiper.slots.right.version]
        var tapped: [Int] = []
        h.swiper.onTap = { tapped.append($0) }
        h.click(Point(500, 350))
        XCTAssertEqual(h.state["swiper.taps"], "1")
        XCTAssertEqual(h.swiper.items[0].tapCount, 1)
        XCTAssertEqual(h.swiper.slots.center.version, before + 1)
        XCTAssertEqual([h.swiper.slots.left.version, h.swiper.slots.right.version], others)
        XCTAssertEqual(tapped, [0])
        let snap = h.snapshot(.center)!
        XCTAssertNotEqual(snap.version, imageBefore, "the tapped page's image is redrawn")
        XCTAssertEqual([h.snapshot(.left)!.version, h.snapshot(.right)!.version], neighbourImages)
        XCTAssertTrue(SceneProbe.texts(snap.content()).contains("Taps: 1"))
    }

    func testEveryClickOfADoubleClickCounts() {
        let h = SwiperHarness()
        h.click(Point(500, 350), count: 1)
        h.click(Point(500, 350), count: 2)
        XCTAssertEqual(h.state["swiper.taps"], "2")
    }

    func testOtherButtonsDoNotCountTaps() {
        let h = SwiperHarness()
        h.send(.press(Point(500, 350), button: 3, modifiers: []))
        h.send(.release(Point(500, 350), button: 3))
        h.send(.tap(Point(500, 350), count: 1, button: 3, modifiers: []))
        XCTAssertEqual(h.state["swiper.taps"], "0")
    }

    func testTapCountsSurviveRecyclingTheViews() {
        let h = SwiperHarness()
        h.click(Point(500, 350))
        h.click(Point(500, 350))
        for _ in 0..<4 { h.key("Right"); h.settle() }
        XCTAssertEqual(h.state["swiper.item"], "Ember")
        XCTAssertEqual(h.state["swiper.taps"], "0")
        XCTAssertFalse(h.swiper.slots.itemIndices.contains(0), "A's view was recycled for other items")
        h.click(Point(500, 350))
        for _ in 0..<4 { h.key("Left"); h.settle() }
        XCTAssertEqual(h.state["swiper.item"], "Aurora")
        XCTAssertEqual(h.state["swiper.taps"], "2")
        XCTAssertTrue(SceneProbe.texts(h.snapshot(.center)!.content()).contains("Taps: 2"))
        XCTAssertEqual(h.swiper.items[4].tapCount, 1)
    }

    func testThePageShowsTheItemIdNameAndTapsInDejaVuSans() {
        let h = SwiperHarness()
        let nodes = SceneProbe.textNodes(h.snapshot(.center)!.content())
        XCTAssertEqual(nodes.map(\.text), ["A", "Aurora", "Taps: 0"])
        XCTAssertTrue(nodes.allSatisfy { $0.font.family == "DejaVu Sans" })
        XCTAssertGreaterThan(nodes[0].font.size, nodes[1].font.size)
    }
}
