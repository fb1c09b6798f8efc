@testable import FlickKit
import FlickCore
import XCTest

/// FlickKit's containers save and restore their own part, validated against what they can
/// show; a tree restores parent first and waits for parts that need a layout.
final class RestorableTests: XCTestCase {
    private func swiper() -> Swiper {
        Swiper(pageCount: 5, pageName: { ["A", "B", "C", "D", "E"][$0] }, page: { _ in DrawnView { _ in .group(GroupNode([])) } })
    }

    func testTheSwiperRestoresItsPageByName() {
        let s = swiper()
        s.go(to: 3, animated: false, now: 0)
        let saved = s.restorationTree()
        XCTAssertEqual(saved, .object(["item": .string("D")]))
        let again = swiper()
        again.restoreTree(from: saved, now: 0)
        XCTAssertEqual(again.currentIndex, 3)
        again.restoreTree(from: .object(["item": .string("Z")]), now: 0)
        XCTAssertEqual(again.currentIndex, 3, "a name of no page changes nothing")
    }

    func testTheGridWaitsForItsLayoutAndClampsThePage() {
        let grid = PagedGrid(items: PagedGridHarness.items(40))
        let pending = grid.restoreTree(from: .int(9_999_999), now: 0)
        XCTAssertEqual(pending.count, 1, "not laid out: the restore waits")
        grid.layout(size: Size(640, 400), now: 0)
        XCTAssertTrue(pending[0].retry(now: 0).isEmpty)
        XCTAssertEqual(grid.currentPage, grid.pageCount - 1)
    }

    func testTheSlideControllerDropsUnknownNamesAndBoundsItsDepth() {
        let names = ["One", "Two"]
        let c = SlideController(registry: SceneRegistry(names) { SlideTestScene($0) })
        c.restoreTree(from: .object(["stack": .array([.string("Nowhere"), .string("Two"), .int(4), .string("One")])]), now: 0)
        XCTAssertEqual(c.stack.names, ["Two", "One"])
        let deep = RestorationValue.array(Array(repeating: .string("One"), count: 5 * SlideController.restorableDepthLimit))
        c.restoreTree(from: .object(["stack": deep]), now: 0)
        XCTAssertEqual(c.stack.names.count, SlideController.restorableDepthLimit + 1, "the base and the covers")
        XCTAssertEqual(c.depth, SlideController.restorableDepthLimit)
        XCTAssertEqual(c.restorationState()["stack"]?.arrayValue()?.count, SlideController.restorableDepthLimit + 1)
    }

    func testTheCarouselRemakesItsPagesThroughTheApp() {
        let carousel = PageCarousel(pages: (0..<4).map { CarouselTestPage("p\($0)") }, newPage: { CarouselTestPage("new") })
        carousel.select(2, animated: false, now: 0)
        XCTAssertEqual(carousel.restorationState()["selected"], .int(2))
        let again = PageCarousel(pages: [CarouselTestPage("only")], newPage: { CarouselTestPage("new") })
        again.restorePage = { _ in CarouselTestPage("made") }
        again.restoreTree(from: .object(["pages": .array([.null, .null, .null]), "selected": .int(77),
                                         "closed": .array([.object(["page": .null, "index": .int(-3)])])]), now: 0)
        XCTAssertEqual(again.count, 3)
        XCTAssertEqual(again.selectedIndex, 2)
        XCTAssertEqual(again.closedPageHistory.map(\.index), [0])
    }

    func testTheCarouselSavesAndRestoresItsOverview() {
        let carousel = PageCarousel(pages: (0..<9).map { CarouselTestPage("p\($0)") }, newPage: { CarouselTestPage("new") })
        carousel.layout(size: Size(800, 600), now: 0)
        XCTAssertEqual(carousel.restorationState()["overview"], .string("none"))
        carousel.showGrid(animated: false, now: 0)
        XCTAssertEqual(carousel.restorationState()["overview"], .string("grid"))

        let before = PageCarousel(pages: (0..<9).map { CarouselTestPage("p\($0)") }, newPage: { CarouselTestPage("new") })
        before.restoreTree(from: .object(["selected": .int(7), "overview": .string("grid")]), now: 0)
        XCTAssertEqual(before.overview, .none, "waits for its size")
        before.layout(size: Size(800, 600), now: 0)
        XCTAssertEqual(before.overview, .grid)
        XCTAssertEqual(before.selectedIndex, 7)

        let after = PageCarousel(pages: (0..<3).map { CarouselTestPage("p\($0)") }, newPage: { CarouselTestPage("new") })
        after.layout(size: Size(800, 600), now: 0)
        after.restoreTree(from: .object(["overview": .string("row")]), now: 0)
        XCTAssertEqual(after.overview, .row)
        after.restoreTree(from: .object(["overview": .string("sideways")]), now: 0)
        XCTAssertEqual(after.overview, .row, "an unknown overview is ignored")
        after.restoreTree(from: .object(["overview": .string("none")]), now: 0)
        XCTAssertEqual(after.overview, .none)
    }

    func testTheDeckOpensOnlyASideItHasOnceLaidOut() {
        let deck = Deck(center: DrawnView { _ in .group(GroupNode([])) }, left: DrawnView { _ in .group(GroupNode([])) })
        let pending = deck.restoreTree(from: .object(["open": .string("right")]), now: 0)
        deck.layout(size: Size(800, 600), now: 0)
        _ = pending.flatMap { $0.retry(now: 0) }
        XCTAssertNil(deck.openSide, "no right view")
        deck.restoreTree(from: .object(["open": .string("left")]), now: 0)
        XCTAssertEqual(deck.openSide, .left)
        XCTAssertEqual(deck.restorationState(), .object(["open": .string("left")]))
    }
}
