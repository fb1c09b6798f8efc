import XCTest
import FlickCore
@testable import FlickKit

/// A bounded swiper (`SwiperOptions(isCircular: false)`): no wrap, the rubber band past its ends,
/// keys and buttons that stop there, and no page beyond them.
final class SwiperBoundedTests: XCTestCase {
    private func bounded(count: Int = 7, startIndex: Int = 0, momentum: Bool = false) -> SwiperHarness {
        SwiperHarness(options: SwiperOptions(isCircular: false, allowsMomentum: momentum), count: count, startIndex: startIndex)
    }

    func testTheNeighbourBeyondAnEndIsAnEmptySlotWithNoPage() {
        let h = bounded()
        XCTAssertEqual(h.state["swiper.slots"], ",A,B")
        XCTAssertNil(h.swiper.page(.left))
        XCTAssertTrue(h.swiper.slots.left.isEmpty)
        XCTAssertEqual(Set(h.pages.calls), [0, 1], "no page made for the missing neighbour")
        h.key("End")
        h.settle()
        XCTAssertEqual(h.state["swiper.slots"], "F,G,")
        XCTAssertNil(h.swiper.page(.right))
        XCTAssertFalse(h.pages.calls.contains(PageSlot.noItem))
        XCTAssertEqual(bounded(count: 1).state["swiper.slots"], ",A,")
    }

    func testADragBeforeTheFirstPageMeetsTheRubberBandAndSpringsBack() {
        let h = bounded()
        h.drag(dx: 400, velocity: 0, release: false)
        let shown = h.swiper.progress(now: h.now)
        XCTAssertLessThan(shown, 0, "the first page follows the pull")
        XCTAssertEqual(-shown * 1000, RubberBand.offset(400, dimension: 1000), accuracy: 1,
                       "the rubber band, one page wide")
        h.send(.panEnd(PanInfo(start: Point(500, 350), location: Point(900, 350), velocity: Point(0, 0))))
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 0)
        XCTAssertEqual(h.state["swiper.index"], "0")
    }

    func testAFlingPastTheLastPageSpringsBackEvenWithMomentum() {
        let h = bounded(startIndex: 5, momentum: true)
        h.drag(dx: -60, velocity: -8000, duration: 0.05)
        XCTAssertEqual(h.state["swiper.index"], "6", "the fling stops at the last page")
        h.settle()
        h.drag(dx: -300, velocity: -3000)
        h.settle()
        XCTAssertEqual(h.swiper.progress(now: h.now), 6)
        XCTAssertEqual(h.state["swiper.slots"], "F,G,")
    }

    func testKeysAndButtonsStopAtTheEnds() {
        let h = bounded()
        XCTAssertFalse(h.send(.key(KeyCombo("Left"))), "nothing before the first page")
        XCTAssertEqual(h.swiper.progress(now: h.now), 0)
        let buttons = { Dictionary(uniqueKeysWithValues: h.swiper.bottomBar.buttons.map { ($0.id, $0.isEnabled) }) }
        XCTAssertEqual(buttons(), ["first": false, "previous": false, "next": true, "last": true])
        h.swiper.go(to: 99, now: h.now)
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "6", "a jump past the end stops on the last page")
        XCTAssertEqual(buttons(), ["first": true, "previous": true, "next": false, "last": false])
        h.swiper.next(now: h.now)
        XCTAssertFalse(h.send(.key(KeyCombo("Right"))))
        XCTAssertFalse(h.swiper.isAnimating(now: h.now))
        h.key("Home")
        XCTAssertEqual(h.state["swiper.index"], "0", "straight back, not round the circle")
    }

    func testNoOffscreenNodeBeyondTheEnds() {
        let h = bounded()
        let list = h.swiper.semantics(now: h.now)[0]
        XCTAssertEqual(list.children.map(\.name), ["Aurora", "Birch"], "the page and its one neighbour")
        XCTAssertFalse(list.actions.contains(.decrement))
        XCTAssertTrue(list.actions.contains(.increment))
    }

    func testFewerPagesKeepTheIndexWithinTheNewEnd() {
        let h = bounded(startIndex: 5)
        h.swiper.reloadPages(count: 3)
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "2")
        XCTAssertEqual(h.swiper.progress(now: h.now), 2)
        XCTAssertEqual(h.state["swiper.slots"], "B,C,")
    }
}
