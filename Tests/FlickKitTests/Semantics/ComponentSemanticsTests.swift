import FlickCore
import FlickTestSupport
@testable import FlickKit
import XCTest

/// The containers describe their pages, sides and pictures: names, selection, what is off screen,
/// and actions that do what the pointer or keys would.
final class ComponentSemanticsTests: XCTestCase {
    func testTheSwiperListsItsLoadedPagesWithTheCenterSelectedAndTheNeighboursOffScreen() throws {
        let h = SwiperHarness()
        let tree = h.swiper.semantics(now: h.now)
        let list = try XCTUnwrap(tree.first { $0.role == .pageList })
        XCTAssertEqual(list.value, "1 of 7")
        XCTAssertEqual(list.children.count, 3)
        XCTAssertEqual(list.children.filter(\.isShowing).count, 1)
        let center = try XCTUnwrap(list.children.first(where: \.isShowing))
        XCTAssertTrue(center.states.contains(.selected))
        XCTAssertEqual(center.frame, Rect(x: 0, y: 0, width: 1000, height: 700))
        XCTAssertEqual(center.setPosition, SemanticsSetPosition(1, of: 7), "its place among all seven, not the three loaded")
        XCTAssertEqual(Set(list.children.compactMap(\.setPosition?.position)), [7, 1, 2])
        XCTAssertTrue(list.perform(.increment, now: h.now))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "1")
        XCTAssertEqual(h.swiper.semantics(now: h.now).first { $0.role == .pageList }?.value, "2 of 7")
    }

    func testTheSwiperToolbarButtonsAreNamedAndWork() throws {
        let h = SwiperHarness()
        h.swiper.showToolbars(now: h.now)
        h.settle()
        let root = SemanticsNode(role: .window, frame: Rect(size: Size(1000, 700)), children: h.swiper.semantics(now: h.now))
        let next = try XCTUnwrap(root.locate("Next", role: .button))
        XCTAssertEqual(next.description, "Next item (Right)")
        XCTAssertTrue(next.isShowing)
        XCTAssertTrue(next.perform(.activate, now: h.now))
        h.settle()
        XCTAssertEqual(h.state["swiper.index"], "1")
        let dots = try XCTUnwrap(root.locate("Page dots", role: .tabList), "the page dots are a page tab list")
        XCTAssertEqual(dots.children.map(\.role), Array(repeating: .tab, count: dots.children.count))
        XCTAssertEqual(dots.children[2].name, "Page 3")
        XCTAssertEqual(dots.children[2].setPosition, SemanticsSetPosition(3, of: dots.children.count))
        let pages = try XCTUnwrap(root.locate("Pages", role: .pageList))
        XCTAssertEqual(dots.related(.controllerFor, in: root).map(\.summary), [pages.summary], "the dots control the pages")
    }

    func testTheCarouselCardsArePagesWithACloseButtonOnTheSelectedOne() throws {
        let h = CarouselHarness(count: 5, presenting: true, selected: 2)
        h.settle()
        let root = SemanticsNode(role: .window, frame: Rect(size: Size(1000, 700)), children: h.carousel.semantics(now: h.now))
        let list = try XCTUnwrap(root.children.first { $0.role == .pageList })
        XCTAssertEqual(list.value, "3 of 5")
        XCTAssertTrue(list.states.contains(.expanded), "the cards show")
        XCTAssertEqual(list.children.count, 5)
        XCTAssertEqual(list.children.filter { $0.states.contains(.selected) }.map(\.name), [h.carousel.selectedTitle])
        let close = try XCTUnwrap(root.locate("Close \(h.carousel.selectedTitle)", role: .button), "named after its page")
        XCTAssertEqual(close.description, "Close page")
        XCTAssertTrue(close.perform(.activate, now: h.now))
        h.settle()
        XCTAssertEqual(h.state["carousel.count"], "4")
        let card = try XCTUnwrap(h.carousel.semantics(now: h.now).first?.children.first { $0.states.contains(.selected) })
        XCTAssertTrue(card.perform(.activate, now: h.now), "activating the selected card opens it")
        h.settle()
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        let shown = try XCTUnwrap(h.carousel.semantics(now: h.now).first)
        XCTAssertEqual(shown.children.filter(\.isShowing).count, 1, "one page fills the carousel")
    }

    func testADeckSideIsOffScreenUntilOpenedThroughItsAction() throws {
        let rig = DeckRig()
        var sides = rig.deck.semantics(now: 0).filter { $0.role == .group }
        XCTAssertEqual(sides.map(\.name), ["Left side", "Right side"])
        XCTAssertFalse(sides[0].isShowing)
        XCTAssertTrue(sides[0].perform(.activate, now: 0))
        let t = rig.settle(from: 0)
        sides = rig.deck.semantics(now: t).filter { $0.role == .group }
        XCTAssertTrue(sides[0].isShowing)
        XCTAssertTrue(sides[0].states.contains(.expanded))
        XCTAssertEqual(rig.deck.stateName, "left")
        XCTAssertTrue(sides[0].perform(.dismiss, now: t))
        rig.settle(from: t)
        XCTAssertEqual(rig.deck.stateName, "closed")
    }

    func testTheGridNamesItsPicturesAndOpensOne() throws {
        let h = PagedGridHarness(count: 12)
        h.grid.items[4].name = "Arms and Armor"
        let list = try XCTUnwrap(h.grid.semantics(now: h.now).first)
        XCTAssertEqual(list.role, .list)
        XCTAssertEqual(list.value, "Page 1 of 2")
        XCTAssertEqual(list.children.filter(\.isShowing).count, h.grid.shape.perPage)
        let picture = try XCTUnwrap(list.locate("Arms and Armor", role: .picture))
        XCTAssertEqual(list.locate("Item 1")?.role, .picture)
        XCTAssertTrue(picture.perform(.activate, now: h.now))
        XCTAssertEqual(h.opened.map(\.index), [4])
    }
}
