import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SwiperTapTests: XCTestCase {
    func testATapOnThePageGoesToTheCenterPageWhichRedrawsOnce() {
        let h = SwiperHarness()
        h.frame()
        let slotVersions = h.swiper.slots.all.map(\.version)
        let imageBefore = h.snapshot(.center)!.version
        let neighbourImages = [h.snapshot(.left)!.version, h.snapshot(.right)!.version]
        var tapped: [Int] = []
        h.swiper.onTap = { tapped.append($0) }
        h.click(Point(500, 350))
        XCTAssertEqual(h.state["swiper.taps"], "1")
        XCTAssertEqual(h.pages.page(0).tapCount, 1)
        XCTAssertEqual(h.swiper.slots.all.map(\.version), slotVersions, "no slot is reloaded: the page redraws itself")
        XCTAssertEqual(tapped, [0])
        let snap = h.snapshot(.center)!
        XCTAssertNotEqual(snap.version, imageBefore, "the tapped page's image is redrawn")
        XCTAssertEqual([h.snapshot(.left)!.version, h.snapshot(.right)!.version], neighbourImages)
        XCTAssertTrue(SceneProbe.texts(snap.content()).contains("Taps: 1"))
    }

    func testThePageGetsThePressReleaseAndTapInItsOwnCoordinates() {
        let h = SwiperHarness(size: Size(777, 500))
        h.swiper.next(now: h.now)
        h.settle()
        let page = h.pages.page(1)
        XCTAssertTrue(h.swiper.page(.center) === page)
        h.click(Point(300, 200))
        XCTAssertEqual(page.received.count, 3)
        guard case .press(let p, 1, _) = page.received[0], case .release(let r, 1) = page.received[1],
              case .tap(let t, 1, 1, _) = page.received[2] else { return XCTFail("press, release, tap: \(page.received)") }
        XCTAssertEqual([p, r, t], [Point(300, 200), Point(300, 200), Point(300, 200)])
        XCTAssertTrue(h.pages.page(0).received.isEmpty && h.pages.page(2).received.isEmpty, "only the center page")
    }

    func testTapsOnTheToolbarsAndDotsDoNotReachThePage() {
        let h = SwiperHarness()
        h.key("t")
        h.settle()
        h.click(Point(500, 10))
        h.click(h.swiper.dotsFrame(now: h.now).center)
        XCTAssertEqual(h.pages.page(0).received, [.key(KeyCombo("t"))], "only the key, which the page leaves to the swiper")
        XCTAssertEqual(h.state["swiper.taps"], "0")
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

    func testTapCountsSurviveRecyclingTheSlots() {
        let h = SwiperHarness()
        h.click(Point(500, 350))
        h.click(Point(500, 350))
        for _ in 0..<4 { h.key("Right"); h.settle() }
        XCTAssertEqual(h.state["swiper.item"], "Ember")
        XCTAssertEqual(h.state["swiper.taps"], "0")
        XCTAssertFalse(h.swiper.slots.itemIndices.contains(0), "A's slot was recycled for other items")
        h.click(Point(500, 350))
        for _ in 0..<4 { h.key("Left"); h.settle() }
        XCTAssertEqual(h.state["swiper.item"], "Aurora")
        XCTAssertEqual(h.state["swiper.taps"], "2")
        XCTAssertTrue(SceneProbe.texts(h.snapshot(.center)!.content()).contains("Taps: 2"))
        XCTAssertEqual(h.pages.page(4).tapCount, 1)
    }
}
