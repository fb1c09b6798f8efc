import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselStateTests: XCTestCase {
    func testTheStateKeysAreTheContractsNamesAndFormats() {
        let h = CarouselHarness(presenting: false, selected: 1)
        XCTAssertEqual(h.state, ["carousel.presenting": "false", "carousel.selected": "1",
                                 "carousel.count": "7", "carousel.title": "Page B", "carousel.overview": "none"])
        h.carousel.present(animated: false, now: h.now)
        XCTAssertEqual(h.state["carousel.overview"], "row")
        h.carousel.showGrid(now: h.now)
        XCTAssertEqual(h.state["carousel.overview"], "grid", "the target, while the cards still fly")
        XCTAssertEqual(h.state["carousel.presenting"], "true")
    }

    func testAPageWithoutATitleIsUntitled() {
        XCTAssertEqual(CarouselTestPage("x", untitled: true).displayTitle(or: CarouselStyle.untitled), "Untitled")
        let blank = CarouselTestPage("x")
        blank.title = "  "
        XCTAssertEqual(blank.displayTitle(or: CarouselStyle.untitled), "Untitled")
        XCTAssertEqual(DrawnView { _ in .empty }.displayTitle(or: "none"), "none", "a page without Titled")
        let h = CarouselHarness(count: 1)
        h.carousel.pages = [CarouselTestPage("x", untitled: true)]
        XCTAssertEqual(h.state["carousel.title"], "Untitled")
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("Untitled"))
    }

    func testAnEmptyCarouselStartsWithOneNewPage() {
        let c = PageCarousel(pages: []) { CarouselTestPage("fresh") }
        XCTAssertEqual(c.count, 1)
        XCTAssertEqual(c.pages.map(CarouselHarness.name(of:)), ["fresh"])
    }

    func testTheStartIndexIsClamped() {
        XCTAssertEqual(CarouselHarness(selected: 99).state["carousel.selected"], "6")
        XCTAssertEqual(CarouselHarness(selected: -3).state["carousel.selected"], "0")
    }

    func testSettingThePagesReplacesThemWithoutAnimation() {
        let h = CarouselHarness(selected: 5)
        h.carousel.pages = [CarouselTestPage("X"), CarouselTestPage("Y")]
        XCTAssertEqual(h.names, ["X", "Y"])
        XCTAssertEqual(h.state["carousel.selected"], "1")
        XCTAssertEqual(h.state["carousel.count"], "2")
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        h.carousel.pages = []
        XCTAssertEqual(h.names, ["new1"])
    }

    func testPageAtReadsOnePageAndAPageRenamedItselfShowsItsNewTitle() {
        let h = CarouselHarness(selected: 3)
        XCTAssertEqual(CarouselHarness.name(of: h.carousel.page(at: 3)), "D")
        XCTAssertEqual(CarouselHarness.name(of: h.carousel.page(at: 99)), "G")
        XCTAssertTrue(h.carousel.selectedPage === h.carousel.page(at: 3))
        h.page(3).title = "Renamed"
        XCTAssertEqual(h.state["carousel.title"], "Renamed")
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("Renamed"))
        XCTAssertEqual(h.names.count, 7)
    }

    func testSelectingThroughTheAPIReportsTheSelection() {
        let h = CarouselHarness()
        h.carousel.select(4, now: h.now)
        h.carousel.select(4, now: h.now)
        XCTAssertEqual(h.events, ["selected 4"])
        XCTAssertTrue(h.carousel.isAnimating(now: h.now), "animated while presenting")
        let still = CarouselHarness(presenting: false)
        still.carousel.select(4, now: still.now)
        XCTAssertFalse(still.carousel.isAnimating(now: still.now))
        XCTAssertEqual(still.progress, 4)
    }

    func testNothingAnimatesOrWakesAtRest() {
        let h = CarouselHarness()
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        XCTAssertNil(h.carousel.nextDeadline(now: h.now))
        h.key("Right")
        h.settle()
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
        XCTAssertNil(h.carousel.nextDeadline(now: h.now))
    }

    func testChangingTheOptionsLaysTheCarouselOutAgain() {
        let h = CarouselHarness()
        h.carousel.options.cardScale = 0.5
        XCTAssertEqual(h.cardFrame(0).width, 500, accuracy: 1e-9)
        h.carousel.options.spacingPx = 10
        XCTAssertEqual(h.carousel.geometry.pitch, 510, accuracy: 1e-9)
    }
}
