import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The carousel's pages are any components, held as children: adopted, laid out at the
/// carousel's size as they are shown, advanced while they show, drawn through `placedScene`,
/// and asked before a container around the carousel takes a pan.
final class PageCarouselChildTests: XCTestCase {
    func testAPageFindsTheCarouselThatHoldsIt() {
        let h = CarouselHarness()
        XCTAssertTrue(h.page(3).container === h.carousel)
        XCTAssertTrue(h.page(3).enclosing(PageCarousel.self) === h.carousel)
        let added = CarouselTestPage("Z")
        h.carousel.add(added, now: h.now)
        XCTAssertTrue(added.container === h.carousel)
    }

    func testAClosedPageStaysHeldForReopeningAndReplacedPagesAreLetGo() {
        let h = CarouselHarness(presenting: false)
        let a = h.page(0), b = h.page(1)
        h.carousel.remove(at: 0, now: h.now)
        XCTAssertTrue(a.container === h.carousel, "closed, it can still be reopened")
        h.carousel.pages = [b, CarouselTestPage("X")]
        XCTAssertTrue(b.container === h.carousel, "kept across the replacement")
        XCTAssertTrue(a.container === h.carousel, "still among the closed pages")
        let c = CarouselHarness.name(of: h.carousel.page(at: 1))
        XCTAssertEqual(c, "X")
        let old = h.page(1)
        h.carousel.pages = [b]
        XCTAssertNil(old.container, "a page replaced away is released")
    }

    func testPagesForgottenBeyondTheClosedPageLimitAreReleased() {
        let h = CarouselHarness(count: 60, presenting: false)
        let first = h.page(0)
        for _ in 0..<(h.carousel.closedPagesLimit + 1) { h.carousel.remove(at: 0, now: h.now) }
        XCTAssertEqual(h.carousel.closedPageCount, h.carousel.closedPagesLimit)
        XCTAssertNil(first.container, "the oldest closed page can no longer be reopened: let go")
    }

    func testOnlyThePagesThatShowAreLaidOutAtTheCarouselsSizeAndAgainAfterAResize() {
        let h = CarouselHarness(count: 100, size: Size(1000, 700), presenting: false, selected: 50)
        XCTAssertEqual(h.page(50).layouts, [Size(1000, 700)], "the selected page at once")
        XCTAssertTrue(h.page(10).layouts.isEmpty, "a page far off is not laid out")
        h.frame()
        h.key("o", [.control, .shift])
        h.settle()
        XCTAssertEqual(h.page(51).layouts, [Size(1000, 700)], "a neighbour coming into view, at the carousel's size")
        XCTAssertTrue(h.page(10).layouts.isEmpty)
        h.carousel.layout(size: Size(800, 600), now: h.now)
        h.frame()
        XCTAssertEqual(h.page(50).layouts.last, Size(800, 600))
        XCTAssertEqual(h.page(51).layouts.last, Size(800, 600))
        XCTAssertEqual(h.page(50).layouts.count, 2, "once per size, not per frame")
        XCTAssertTrue(h.page(10).layouts.isEmpty)
    }

    func testThePageFillingTheCarouselIsAdvancedAndItsAnimationKeepsFramesComing() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.frame()
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        XCTAssertEqual(h.page(2).advances.last, h.now)
        XCTAssertTrue(h.page(3).advances.isEmpty, "a page off screen is not advanced")
        h.page(2).animatingUntil = h.now + 0.5
        XCTAssertTrue(h.carousel.isAnimating(now: h.now))
        guard case .group(let g) = h.frame(), !g.children.isEmpty, SceneProbe.snapshots(.group(g)).isEmpty else {
            return XCTFail("an animating page is drawn live")
        }
        XCTAssertEqual(SceneProbe.texts(.group(g)), ["C"])
        h.settle()
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).map(\.key), [SnapshotKey(h.page(2))], "an image again at rest")
    }

    func testAPageWithoutAVersionIsDrawnLiveInItsCard() {
        let h = CarouselHarness(selected: 1)
        h.page(1).isVersioned = false
        // Cards have rounded corners and shadows: a live page goes through a snapshot drawn
        // afresh every frame (`LiveDrawing`), never through the page's cached image.
        let snaps = SceneProbe.snapshots(h.frame()).filter { $0.key.owner === h.page(1) }
        XCTAssertFalse(snaps.isEmpty)
        XCTAssertTrue(snaps.allSatisfy { $0.key.part == AnyHashable(LiveDrawing.part) }, "no cached image")
        XCTAssertTrue(snaps.allSatisfy(\.drawsAfresh), "drawn afresh each frame")
        XCTAssertTrue(snaps.contains { SceneProbe.texts($0.content()).contains("B") }, "drawn live, scaled into its card")
    }

    func testTheFullSizeAndCardImagesAreTwoPartsOfThePagesOwnKey() {
        let h = CarouselHarness(presenting: false, selected: 2)
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).map(\.key), [SnapshotKey(h.page(2))])
        h.key("o", [.control, .shift])
        h.settle()
        let card = h.snapshot(of: "C")!
        XCTAssertEqual(card.key, SnapshotKey(h.page(2), part: ScaledImage.part))
        XCTAssertEqual(card.size, h.carousel.geometry.cardSize)
        guard case .group(let g) = card.content() else { return XCTFail("the page scaled down as it is drawn") }
        let card0 = h.carousel.geometry.cardSize
        XCTAssertEqual(g.transform, .scale(card0.width / 1000, card0.height / 700))
    }

    func testTheSelectedPagesStateIsPublishedUnderTheCarouselsKeys() {
        let h = CarouselHarness(presenting: false, selected: 1)
        h.page(1).publishesState = true
        XCTAssertEqual(h.state["page.name"], "B")
        XCTAssertEqual(h.state["carousel.selected"], "1")
    }

    func testThePageFillingTheCarouselDecidesWhichPansItClaims() {
        let h = CarouselHarness(presenting: false, selected: 2)
        XCTAssertFalse(h.carousel.claimsPan(startingAt: Point(500, 300), along: .horizontal, now: h.now))
        h.page(2).claimsPans = true
        XCTAssertTrue(h.carousel.claimsPan(startingAt: Point(500, 300), along: .horizontal, now: h.now))
        h.page(2).claimsPans = false
        h.key("o", [.control, .shift])
        XCTAssertTrue(h.carousel.claimsPan(startingAt: Point(500, 300), along: .horizontal, now: h.now), "the presentation takes every pan")
    }

    func testInADeckAPageThatPansKeepsItsDragsAndOtherPagesLeaveThemToTheDeck() {
        let pages = (0..<3).map { CarouselTestPage("P\($0)") }
        pages[0].claimsPans = true
        let carousel = PageCarousel(pages: pages) { CarouselTestPage("new") }
        let deck = Deck(center: carousel, left: DrawnView { _ in .empty })
        let h = ComponentHarness(deck, size: Size(1000, 700))
        for g in GestureScript.drag(from: Point(200, 300), to: Point(950, 300)) { h.send(g) }
        h.settle()
        XCTAssertEqual(deck.state["deck.state"], "closed", "the page kept its drag")
        XCTAssertEqual(pages[0].received, ["pan"])
        XCTAssertTrue(pages[0].enclosing(Deck.self) === deck, "through the carousel")
        carousel.select(1, now: h.now)
        for g in GestureScript.drag(from: Point(200, 300), to: Point(950, 300)) { h.send(g) }
        h.settle()
        XCTAssertEqual(deck.state["deck.state"], "left", "a page that does not pan leaves the drag to the deck")
        XCTAssertTrue(pages[1].received.isEmpty)
    }
}
