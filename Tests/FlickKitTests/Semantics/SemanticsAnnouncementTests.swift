import FlickCore
import FlickTestSupport
@testable import FlickKit
import XCTest

/// What the containers announce (`SemanticsNode.announcement`): text that changes with each change
/// a user makes without moving the focus, so a screen reader can speak it.
final class SemanticsAnnouncementTests: XCTestCase {
    private func pageList(_ nodes: [SemanticsNode]) throws -> SemanticsNode {
        try XCTUnwrap(nodes.first { $0.role == .pageList })
    }

    func testTheSwipersPageListAnnouncesTheCurrentPageAndItsPlace() throws {
        let h = SwiperHarness()
        let before = try pageList(h.swiper.semantics(now: h.now)).announcement
        XCTAssertEqual(before, "Aurora, 1 of 7")
        h.swiper.next(now: h.now)
        h.settle()
        XCTAssertEqual(try pageList(h.swiper.semantics(now: h.now)).announcement, "Birch, 2 of 7")
    }

    func testTheSwipersPageListAnnouncesTheToolbarsTheTKeyShowsAndHides() throws {
        let h = SwiperHarness()
        let said = { try self.pageList(h.swiper.semantics(now: h.now)).announcement }
        h.key("t")
        h.settle()
        XCTAssertEqual(try said(), "Toolbars shown")
        h.key("t")
        h.settle()
        XCTAssertEqual(try said(), "Toolbars hidden")
        h.key("Right")
        h.settle()
        XCTAssertEqual(try said(), "Birch, 2 of 7", "a page turned is the news again")
        h.key("Left")
        h.settle()
        XCTAssertEqual(try said(), "Aurora, 1 of 7", "back on the page of the toggle: still the page")
    }

    func testTheCarouselsPageListAnnouncesAPageTurnedAddedClosedAndReopened() throws {
        let h = CarouselHarness(count: 5, presenting: true, selected: 2)
        h.settle()
        var heard = [try pageList(h.carousel.semantics(now: h.now)).announcement]
        h.carousel.next(now: h.now)
        h.settle()
        heard.append(try pageList(h.carousel.semantics(now: h.now)).announcement)
        _ = h.carousel.remove(at: h.carousel.selectedIndex, now: h.now)
        h.settle()
        heard.append(try pageList(h.carousel.semantics(now: h.now)).announcement)
        XCTAssertTrue(h.carousel.reopenClosedPage(now: h.now))
        h.settle()
        heard.append(try pageList(h.carousel.semantics(now: h.now)).announcement)
        h.carousel.add(CarouselTestPage("Z"), now: h.now)
        h.settle()
        heard.append(try pageList(h.carousel.semantics(now: h.now)).announcement)
        XCTAssertEqual(heard, ["All pages: Page C, 3 of 5", "All pages: Page D, 4 of 5", "All pages: Page E, 4 of 4",
                               "All pages: Page D, 4 of 5", "Page Z, 6 of 6"],
                       "each change is new text beside the one before; a page added opens")
    }

    func testTheCarouselsPageListAnnouncesTheCardsAndTheGridAsTheyShow() throws {
        let h = CarouselHarness(count: 5, presenting: false, selected: 1)
        h.settle()
        var heard = [try pageList(h.carousel.semantics(now: h.now)).announcement]
        h.carousel.present(now: h.now)
        h.settle()
        heard.append(try pageList(h.carousel.semantics(now: h.now)).announcement)
        h.carousel.showGrid(now: h.now)
        h.settle()
        heard.append(try pageList(h.carousel.semantics(now: h.now)).announcement)
        XCTAssertEqual(heard, ["Page B, 2 of 5", "All pages: Page B, 2 of 5", "Grid of pages: Page B, 2 of 5"])
    }

    func testADeckSideAnnouncesThatItOpensAndCloses() throws {
        let rig = DeckRig()
        let left = { (t: Double) in rig.deck.semantics(now: t).first { $0.role == .group } }
        XCTAssertEqual(left(0)?.announcement, "Left side, closed")
        rig.deck.open(.left, now: 0)
        let t = rig.settle(from: 0)
        XCTAssertEqual(left(t)?.announcement, "Left side, open")
    }

    func testANodeAnnouncesNothingByDefault() {
        XCTAssertNil(SemanticsNode(role: .button, name: "Play", frame: .zero).announcement)
    }
}
