import XCTest
import FlickCore
@testable import FlickKit

/// A child finds the container that holds it (the seed's `viewDeckController`).
final class ContainerLookupTests: XCTestCase {
    func testSwiperPagesFindTheSwiperAndTheDeckAroundIt() {
        let h = SwiperHarness()
        let deck = Deck(center: h.swiper, left: SwiperTestPage(id: "menu", name: "Menu"))
        let page = h.swiper.page(.center)!
        XCTAssertTrue(page.container === h.swiper)
        XCTAssertTrue(page.enclosing(Swiper.self) === h.swiper)
        XCTAssertTrue(page.enclosing(Deck.self) === deck, "through the swiper")
        XCTAssertTrue(h.swiper.container === deck)
        XCTAssertTrue(deck.left?.container === deck)
        XCTAssertNil(deck.container)
        XCTAssertNil(page.enclosing(NavigationStack.self))
    }

    func testARecycledPageIsReleasedAndAKeptOneStaysAdopted() {
        let pages = SwiperTestPages()
        pages.keepsPages = false
        let h = SwiperHarness(pages: pages)
        let left = h.swiper.page(.left)!
        h.key("Right")
        h.settle()
        XCTAssertFalse(h.swiper.pages.contains { $0 === left }, "G's slot was reloaded with C")
        XCTAssertNil(left.container, "a page the swiper let go no longer finds it")
        XCTAssertTrue(h.swiper.page(.right)!.container === h.swiper)
    }

    func testReplacingTheDeckCenterMovesTheLink() {
        let a = SwiperTestPage(id: "a", name: "a"), b = SwiperTestPage(id: "b", name: "b")
        let deck = Deck(center: a)
        deck.center = b
        XCTAssertNil(a.container)
        XCTAssertTrue(b.container === deck)
        let other = Deck(center: a)
        deck.center = a
        XCTAssertTrue(a.container === deck, "adopted again: the last container holds it")
        other.releaseChild(a)
        XCTAssertTrue(a.container === deck, "releasing a child another container holds changes nothing")
    }

    func testAFreedContainerIsNoLongerFound() {
        let page = SwiperTestPage(id: "a", name: "a")
        var deck: Deck? = Deck(center: page)
        XCTAssertNotNil(page.container)
        deck = nil
        XCTAssertNil(deck)
        XCTAssertNil(page.container)
        XCTAssertNil(page.enclosing(Deck.self))
    }

    func testACycleOfContainersEndsTheWalk() {
        let a = SwiperTestPage(id: "a", name: "a"), b = SwiperTestPage(id: "b", name: "b")
        a.adoptChild(b)
        b.adoptChild(a)
        XCTAssertNil(a.enclosing(Deck.self))
        a.adoptChild(a)
        XCTAssertTrue(a.container === b, "adopting itself does nothing")
    }

    func testAComponentWithoutALinkHasNoContainerAndTheLinkLivesInTheChild() {
        let plain = LinklessView()
        let deck = Deck(center: plain)
        XCTAssertTrue(deck.center === plain)
        XCTAssertNil(plain.containerLink)
        XCTAssertNil(plain.container, "nothing outside the component records its container")
        let page = SwiperTestPage(id: "a", name: "a")
        let other = Deck(center: page)
        XCTAssertTrue(page.containerLink?.container === other, "set on adoption, before any layout")
    }
}

/// An app's component that keeps no link (the protocol's default).
private final class LinklessView: Component {
    func layout(size: Size, now: Double) {}
    func handle(_ gesture: Gesture, now: Double) -> Bool { false }
    func scene(now: Double) -> SceneNode { .empty }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
}
