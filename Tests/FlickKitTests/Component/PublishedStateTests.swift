import FlickCore
@testable import FlickKit
import XCTest

/// Nested components of one kind keep their state apart: the container's own keys keep their
/// meaning, a nested one's go under the child's slot.
final class PublishedStateTests: XCTestCase {
    func testAChildKeyTheContainerPublishesGoesUnderTheChildsSlot() {
        let s = PublishedState.merge(own: ["deck.state": "left"],
                                     children: [("deck[center]", ["deck.state": "right", "demo": "x"]), ("deck[left]", ["demo": "y"])])
        XCTAssertEqual(s, ["deck.state": "left", "deck[center].deck.state": "right", "demo": "x", "deck[left].demo": "y"])
    }

    func testADeckInADecksCenterKeepsItsState() {
        let inner = Deck(center: DrawnView { _ in .empty }, left: DrawnView { _ in .empty })
        let outer = Deck(center: inner, right: DrawnView { _ in .empty })
        outer.layout(size: Size(800, 600), now: 0)
        inner.open(.left, animated: false, now: 0)
        XCTAssertEqual(outer.state["deck.state"], "closed", "the outer deck's key keeps its meaning")
        XCTAssertEqual(outer.state["deck[center].deck.state"], "left")
        XCTAssertNotNil(outer.state["deck[center].deck.offset"])
    }

    func testACarouselOfCarouselsKeepsBothCounts() {
        let inner = PageCarousel(pages: [DrawnView { _ in .empty }, DrawnView { _ in .empty }], newPage: { DrawnView { _ in .empty } })
        let outer = PageCarousel(pages: [inner, DrawnView { _ in .empty }, DrawnView { _ in .empty }], newPage: { DrawnView { _ in .empty } })
        outer.layout(size: Size(800, 600), now: 0)
        XCTAssertEqual(outer.state["carousel.count"], "3")
        XCTAssertEqual(outer.state["carousel[page].carousel.count"], "2")
    }
}
