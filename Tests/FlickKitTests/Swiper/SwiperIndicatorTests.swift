import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The swiper's page indicator never overflows: dots while they fit, else "3 of 140".
final class SwiperIndicatorTests: XCTestCase {
    func testFewPagesShowTheirDotsCentredAtTheBottom() {
        let h = SwiperHarness(size: Size(800, 600))
        XCTAssertTrue(h.swiper.indicator.showsDots)
        XCTAssertEqual(h.swiper.dotsFrame(now: h.now).width, PageDots.preferredSize(count: 7).width)
        XCTAssertEqual(h.swiper.dotsFrame(now: h.now).midX, 400)
        XCTAssertEqual(SceneProbe.texts(h.frame()).filter { $0.contains(" of ") }, [])
    }

    func testManyPagesShowACompactCountWithinTheWidth() {
        let h = SwiperHarness(size: Size(800, 600), count: 140, startIndex: 2)
        XCTAssertFalse(h.swiper.indicator.showsDots, "140 dots are 2,108 px")
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("3 of 140"))
        let pill = h.swiper.indicator.compactFrame.offsetBy(dx: 0, dy: h.swiper.indicatorFrame(now: h.now).minY)
        XCTAssertTrue(Rect(size: h.swiper.size).contains(pill.origin) && pill.maxX <= 800, "\(pill)")
        h.key("Left")
        h.key("Left")
        h.key("Left")
        h.settle()
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("140 of 140"), "wrapped to the last page")
    }

    func testADragOnTheCompactCountMovesThePage() {
        let h = SwiperHarness(size: Size(800, 600), count: 140)
        let y = h.swiper.indicatorFrame(now: h.now).midY
        h.drag(dx: -300, velocity: -1500, from: Point(400, y))
        XCTAssertEqual(h.state["swiper.index"], "1", "the pill takes no input: the page swipes")
    }
}
