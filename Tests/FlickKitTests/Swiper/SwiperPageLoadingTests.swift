import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The swiper makes its pages with the app's `page(index)`: three live, neighbours preloaded,
/// slots reloaded as the seed recycles them.
final class SwiperPageLoadingTests: XCTestCase {
    func testThreePagesArePreloadedTheCenterFirst() {
        let h = SwiperHarness()
        XCTAssertEqual(h.pages.calls, [0, 1, 6])
        XCTAssertEqual(h.swiper.pages.count, 3)
        XCTAssertEqual([SlotRole.left, .center, .right].map { (h.swiper.page($0) as? SwiperTestPage)?.id }, ["G", "A", "B"])
        XCTAssertTrue(h.swiper.pages.allSatisfy { ($0 as? SwiperTestPage)?.size == Size(1000, 700) }, "laid out at the swiper's size")
    }

    func testReloadedPagesAreLaidOutAtTheNextFrameWithItsTime() {
        var made: [EnvironmentProbe] = []
        let swiper = Swiper(pageCount: 3) { _ in
            let p = EnvironmentProbe()
            made.append(p)
            return p
        }
        swiper.layout(size: Size(400, 300), now: 1)
        made = []
        swiper.reloadPages()
        XCTAssertEqual(made.count, 3)
        XCTAssertTrue(made.allSatisfy { $0.layoutTimes.isEmpty }, "the setter only marks the swiper")
        swiper.advance(to: 5)
        XCTAssertTrue(made.allSatisfy { $0.layoutTimes == [5] && $0.size == Size(400, 300) }, "laid out once, at 5, not at 1")
    }

    func testASwipeReloadsOnlyTheSlotThatComesIntoViewOnTheFarSide() {
        let h = SwiperHarness()
        let kept = [h.swiper.page(.center)!, h.swiper.page(.right)!]
        h.drag(dx: -600, velocity: 0)
        h.settle()
        XCTAssertEqual(h.pages.calls, [0, 1, 6, 2], "the old left slot is reloaded with C")
        XCTAssertTrue(h.swiper.page(.left)! === kept[0] && h.swiper.page(.center)! === kept[1], "the others moved along")
        h.key("Left")
        h.settle()
        XCTAssertEqual(h.pages.calls, [0, 1, 6, 2, 6])
        XCTAssertEqual(h.swiper.pages.count, 3)
    }

    func testAJumpReloadsWhatChanged() {
        let h = SwiperHarness()
        h.swiper.go(to: 3, animated: false, now: h.now)
        h.frame()
        XCTAssertEqual(Array(h.pages.calls.dropFirst(3)).sorted(), [2, 3, 4], "a jump of three reloads all three")
        h.swiper.go(to: 4, animated: false, now: h.now)
        h.frame()
        XCTAssertEqual(Array(h.pages.calls.dropFirst(6)), [5], "one step reloads one slot")
        h.swiper.reloadPage(4)
        XCTAssertEqual(Array(h.pages.calls.dropFirst(7)), [4], "the app said page 4 changed")
    }

    func testPagesAreAdvancedAndTheirAnimationsAndDeadlinesKeepTheSwiperAwake() {
        let h = SwiperHarness()
        let center = h.swiper.page(.center) as! SwiperTestPage
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
        center.animatingUntil = h.now + 1
        XCTAssertTrue(h.swiper.isAnimating(now: h.now))
        let scene = h.frame()
        XCTAssertEqual(center.advancedTo, h.now)
        XCTAssertEqual(SceneProbe.snapshots(scene).count, 2, "the animating page is drawn live, the others cached")
        XCTAssertTrue(SceneProbe.texts(scene).contains("Aurora"))
        h.settle()
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).count, 3, "cached again at rest")
        XCTAssertNil(h.swiper.nextDeadline(now: h.now))
        (h.swiper.page(.right) as! SwiperTestPage).deadline = h.now + 5
        XCTAssertEqual(h.swiper.nextDeadline(now: h.now), h.now + 5)
        h.send(.hover(Point(500, 10)))
        XCTAssertEqual(h.swiper.nextDeadline(now: h.now), h.now + Constants.toolbarAutoHideS, "the earlier of the two")
    }

    func testThePagesFollowAResize() {
        let h = SwiperHarness()
        h.swiper.layout(size: Size(640, 480), now: h.now)
        XCTAssertTrue(h.swiper.pages.allSatisfy { ($0 as? SwiperTestPage)?.size == Size(640, 480) })
        XCTAssertEqual(h.snapshot(.center)?.size, Size(640, 480))
    }
}
