import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridPagingTests: XCTestCase {
    func testItStartsOnTheFirstPage() {
        let h = PagedGridHarness()
        XCTAssertEqual(h.grid.currentPage, 0)
        XCTAssertEqual(h.grid.pageCount, 4)
        XCTAssertEqual(h.grid.position(now: h.now), 0)
    }

    func testTheListAnnouncesItsPageSoATurnIsHeard() {
        let h = PagedGridHarness()
        XCTAssertEqual(h.grid.semantics(now: h.now)[0].announcement, "Page 1 of 4")
        h.drag(dy: -170, velocity: -100)
        h.settle()
        XCTAssertEqual(h.grid.semantics(now: h.now)[0].announcement, "Page 2 of 4")
    }

    func testDraggingUpMovesThePageWithThePointer() {
        let h = PagedGridHarness()
        h.drag(dy: -200, velocity: 0, release: false)
        XCTAssertEqual(h.grid.position(now: h.now), 200 / 744, accuracy: 1e-9)
        XCTAssertEqual(h.grid.currentPage, 0, "the page commits on release, not mid-drag")
    }

    func testASmallSlowMoveGlidesToTheNextSetAsWithPagingEnabled() {
        let h = PagedGridHarness()
        h.drag(dy: -170, velocity: -100)
        XCTAssertEqual(h.grid.currentPage, 1)
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), 1)
    }

    func testATinySlowMoveFallsBackToThePage() {
        let h = PagedGridHarness()
        h.drag(dy: -60, velocity: -50)
        XCTAssertEqual(h.grid.currentPage, 0)
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), 0)
    }

    func testAShortFlickMovesOnePage() {
        let h = PagedGridHarness()
        h.drag(dy: -40, velocity: -900, duration: 0.05)
        XCTAssertEqual(h.grid.currentPage, 1)
    }

    func testAFastLongFlickStillMovesOnlyOnePage() {
        let h = PagedGridHarness()
        h.drag(dy: -500, velocity: -6000)
        XCTAssertEqual(h.grid.currentPage, 1)
    }

    func testDraggingDownGoesBackAPage() {
        let h = PagedGridHarness()
        h.grid.go(to: 2, animated: false, now: h.now)
        h.drag(dy: 200, velocity: 400)
        XCTAssertEqual(h.grid.currentPage, 1)
    }

    func testTheFirstPageRubberBandsAndSpringsBack() {
        let h = PagedGridHarness()
        h.drag(dy: 400, velocity: 0, release: false)
        let p = h.grid.position(now: h.now)
        XCTAssertLessThan(p, 0, "past the first page")
        XCTAssertGreaterThan(p, -400 / 744, "less than the pointer moved")
        h.send(.panEnd(PanInfo(start: Point(600, 400), location: Point(600, 800), velocity: .zero)))
        XCTAssertEqual(h.grid.currentPage, 0)
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), 0)
    }

    func testTheLastPageRubberBandsAndStaysLast() {
        let h = PagedGridHarness()
        h.grid.go(to: 3, animated: false, now: h.now)
        h.drag(dy: -400, velocity: -2000, release: false)
        let p = h.grid.position(now: h.now)
        XCTAssertGreaterThan(p, 3)
        XCTAssertLessThan(p, 3 + 400 / 744)
        h.send(.panEnd(PanInfo(start: Point(600, 400), location: Point(600, 0), velocity: Point(0, -2000))))
        XCTAssertEqual(h.grid.currentPage, 3)
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), 3)
    }

    func testAHorizontalDragIsLeftToTheOwner() {
        let h = PagedGridHarness()
        h.send(.press(Point(600, 400), button: 1, modifiers: []))
        XCTAssertFalse(h.send(.panBegin(PanInfo(start: Point(600, 400), location: Point(560, 405)))))
        XCTAssertFalse(h.send(.panUpdate(PanInfo(start: Point(600, 400), location: Point(400, 410)))))
        XCTAssertEqual(h.grid.position(now: h.now), 0)
    }

    func testAPressCatchesAMovingPageWhereItIs() {
        let h = PagedGridHarness()
        h.key("Next")
        h.run(0.08)
        let moving = h.grid.position(now: h.now)
        XCTAssertGreaterThan(moving, 0)
        XCTAssertLessThan(moving, 1)
        h.send(.press(Point(600, 400), button: 1, modifiers: []))
        h.run(0.1)
        XCTAssertEqual(h.grid.position(now: h.now), moving, "held where it was caught")
        XCTAssertTrue(h.grid.isAnimating(now: h.now) == false)
    }

    func testACaughtPageLetGoSettlesOnTheNearestPageWithoutOpeningAnything() {
        let h = PagedGridHarness()
        h.key("Next")
        h.run(0.2)
        let p = h.center(9)
        h.click(p)
        XCTAssertTrue(h.opened.isEmpty, "the click only stopped the page")
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), Double(h.grid.currentPage))
    }

    func testADragCatchesAMovingPageWithoutAJump() {
        let h = PagedGridHarness()
        h.key("Next")
        h.run(0.08)
        let moving = h.grid.position(now: h.now)
        h.send(.press(Point(600, 400), button: 1, modifiers: []))
        h.send(.panBegin(PanInfo(start: Point(600, 400), location: Point(600, 400))))
        XCTAssertEqual(h.grid.position(now: h.now), moving, accuracy: 1e-9)
    }

    func testACaughtPageTakenByAHorizontalPanSettlesAndTheNextClickCounts() {
        let h = PagedGridHarness()
        h.key("Next")
        h.run(0.08)
        h.send(.press(Point(600, 400), button: 1, modifiers: []))
        XCTAssertFalse(h.send(.panBegin(PanInfo(start: Point(600, 400), location: Point(560, 402)))))
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), Double(h.grid.currentPage), "not left between pages")
        h.click(h.center(h.grid.currentPage * 8 + 1))
        XCTAssertEqual(h.opened.map(\.index), [h.grid.currentPage * 8 + 1], "the next click is not swallowed")
    }

    func testAPressWhileARelayoutFadesTheOldShapeOutDoesNotCatchThePage() {
        let h = PagedGridHarness()
        h.key("Next")
        h.run(0.05)
        h.grid.layout(size: Size(744, 1280), now: h.now)
        let before = h.grid.position(now: h.now)
        h.send(.press(Point(300, 300), button: 1, modifiers: []))
        h.run(0.03)
        XCTAssertTrue(h.grid.isAnimating(now: h.now))
        XCTAssertNotEqual(h.grid.position(now: h.now), before, "the page under the fade is not caught")
    }

    // MARK: Wheel and keys

    func testOneWheelGestureTurnsOnePage() {
        let h = PagedGridHarness()
        for _ in 0..<3 { h.send(.scroll(Point(600, 400), delta: Point(0, 1), modifiers: [])) }
        XCTAssertEqual(h.grid.currentPage, 1)
        h.now += 0.5
        h.send(.scroll(Point(600, 400), delta: Point(0, 1), modifiers: []))
        XCTAssertEqual(h.grid.currentPage, 2)
        h.now += 0.5
        h.send(.scroll(Point(600, 400), delta: Point(0, -1), modifiers: []))
        XCTAssertEqual(h.grid.currentPage, 1)
    }

    func testAHorizontalWheelIsLeftToTheOwner() {
        let h = PagedGridHarness()
        XCTAssertFalse(h.send(.scroll(Point(600, 400), delta: Point(1, 0), modifiers: [])))
        XCTAssertEqual(h.grid.currentPage, 0)
    }

    func testPageKeysAndArrowKeysPage() {
        let h = PagedGridHarness()
        h.key("Next"); XCTAssertEqual(h.grid.currentPage, 1)
        h.key("Page_Down"); XCTAssertEqual(h.grid.currentPage, 2)
        h.key("Down"); XCTAssertEqual(h.grid.currentPage, 3)
        h.key("Down"); XCTAssertEqual(h.grid.currentPage, 3, "no page after the last")
        h.key("Prior"); XCTAssertEqual(h.grid.currentPage, 2)
        h.key("Page_Up"); XCTAssertEqual(h.grid.currentPage, 1)
        h.key("Up"); XCTAssertEqual(h.grid.currentPage, 0)
        h.key("Up"); XCTAssertEqual(h.grid.currentPage, 0)
        h.key("End"); XCTAssertEqual(h.grid.currentPage, 3)
        h.key("Home"); XCTAssertEqual(h.grid.currentPage, 0)
    }

    func testKeysWithModifiersAreNotPagingKeys() {
        let h = PagedGridHarness()
        XCTAssertFalse(h.send(.key(KeyCombo("Down", modifiers: [.control]))))
        XCTAssertEqual(h.grid.currentPage, 0)
    }

    func testAPageChangeIsReported() {
        let h = PagedGridHarness()
        var pages: [Int] = []
        h.grid.onPageChanged = { pages.append($0) }
        h.key("Next")
        h.key("Next")
        h.key("Prior")
        XCTAssertEqual(pages, [1, 2, 1])
    }

    func testClickingADotOfThePageIndicatorGoesToThatPage() {
        let h = PagedGridHarness()
        let f = h.grid.indicatorFrame
        let origin = f.minY + (f.height - 4 * PageDots.pitchPx) / 2
        h.click(Point(f.midX, origin + 2.5 * PageDots.pitchPx))
        XCTAssertEqual(h.grid.currentPage, 2)
        XCTAssertTrue(h.opened.isEmpty)
    }

    func testSettledPagesRestExactlyOnWholePages() {
        let h = PagedGridHarness()
        h.drag(dy: -300, velocity: -700)
        h.settle()
        XCTAssertFalse(h.grid.isAnimating(now: h.now))
        XCTAssertEqual(h.grid.position(now: h.now), 1)
    }
}
