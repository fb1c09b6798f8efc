import XCTest
import FlickCore
import FlickKit

/// Issue 20's contract, as an external program writes it (no `@testable`): a bounded swiper made
/// with `SwiperOptions(isCircular: false)` springs back from a drag past its last page.
final class SwiperContractTests: XCTestCase {
    func testABoundedSwiperSpringsBackFromADragPastItsLastPage() {
        let swiper = Swiper(pageCount: 3, options: SwiperOptions(isCircular: false)) { i in DrawnView { _ in .empty } }
        var now = 0.0
        swiper.layout(size: Size(640, 480), now: now)
        swiper.go(to: 2, animated: false, now: now)
        let start = Point(500, 240)
        swiper.handle(.press(start, button: 1, modifiers: []), now: now)
        var x = start.x
        for _ in 0..<20 {
            now += 1.0 / 60
            x -= 15
            let info = PanInfo(start: start, location: Point(x, 240), velocity: Point(-900, 0))
            swiper.handle(x == start.x - 15 ? .panBegin(info) : .panUpdate(info), now: now)
        }
        let pulled = swiper.progress(now: now)
        XCTAssertGreaterThan(pulled, 2, "the last page follows the pull")
        XCTAssertLessThan(pulled, 2.5, "held back by the rubber band")
        swiper.handle(.panEnd(PanInfo(start: start, location: Point(x, 240), velocity: Point(-900, 0))), now: now)
        XCTAssertEqual(swiper.currentIndex, 2)
        while swiper.isAnimating(now: now) && now < 5 { now += 1.0 / 60; swiper.advance(to: now) }
        XCTAssertEqual(swiper.progress(now: now), 2, "sprung back onto the last page")
        XCTAssertEqual(swiper.state["swiper.slots"], "1,2,")
    }
}
