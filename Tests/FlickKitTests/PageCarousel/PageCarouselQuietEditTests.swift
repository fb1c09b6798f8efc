import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselQuietEditTests: XCTestCase {
    func harness(count: Int = 7, presenting: Bool = true, selected: Int = 2) -> CarouselHarness {
        CarouselHarness(count: count, presenting: presenting, selected: selected, options: CarouselOptions(showsUndoToast: true))
    }

    func texts(_ scene: SceneNode) -> [String] { SceneProbe.texts(scene) }

    func testAQuietRemoveLeavesNoToastNoReopenEntryAndNoClosedCallback() {
        let h = harness()
        let removed = h.carousel.removeQuietly(at: 2, now: h.now)
        XCTAssertEqual(removed.map(CarouselHarness.name(of:)), "C")
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        XCTAssertFalse(h.carousel.showsUndoToast)
        XCTAssertEqual(h.carousel.closedPageCount, 0)
        XCTAssertEqual(h.events, ["selected 2"], "the next page is selected, and nothing says a page was closed")
        h.settle()
        XCTAssertFalse(texts(h.frame()).contains("Page closed"))
        XCTAssertFalse(h.carousel.reopenClosedPage(now: h.now), "nothing to reopen")
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
    }

    func testAQuietRemoveKeepsTheSelectedPageSelectedWhenAnotherGoes() {
        let h = harness(presenting: false, selected: 4)
        h.carousel.removeQuietly(at: 1, now: h.now)
        XCTAssertEqual(h.names, ["A", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.title"], "Page E")
        h.carousel.removeQuietly(at: 5, now: h.now)
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.title"], "Page E")
        XCTAssertEqual(h.carousel.closedPageCount, 0)
        XCTAssertFalse(h.carousel.showsUndoToast)
    }

    func testQuietlyRemovingTheSelectedLastPageSelectsThePreviousOne() {
        let h = harness(count: 3, presenting: false, selected: 2)
        h.carousel.removeQuietly(at: 2, now: h.now)
        XCTAssertEqual(h.names, ["A", "B"])
        XCTAssertEqual(h.state["carousel.selected"], "1")
        XCTAssertEqual(h.state["carousel.title"], "Page B")
    }

    func testQuietlyRemovingTheOnlyPageLeavesABlankPageAndNoHistory() {
        let h = harness(count: 1, presenting: false, selected: 0)
        h.carousel.removeQuietly(at: 0, now: h.now)
        XCTAssertEqual(h.names, ["new1"])
        XCTAssertEqual(h.carousel.closedPageCount, 0)
        XCTAssertEqual(h.events, ["selected 0", "added new1 0"])
    }

    func testAQuietRemoveInTheGridLeavesNoHistory() {
        let h = harness(selected: 4)
        h.carousel.showGrid(animated: false, now: h.now)
        h.carousel.removeQuietly(at: 4, now: h.now)
        h.settle()
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "F", "G"])
        XCTAssertEqual(h.state["carousel.overview"], "grid")
        XCTAssertEqual(h.carousel.closedPageCount, 0)
        XCTAssertFalse(h.carousel.showsUndoToast)
    }

    func testQuietRemovesOutOfRangeChangeNothing() {
        let h = harness()
        XCTAssertNil(h.carousel.removeQuietly(at: 7, now: h.now))
        XCTAssertNil(h.carousel.replacePage(at: -1, with: CarouselTestPage("X"), now: h.now))
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.events, [])
    }

    func testTheUsersCloseStillShowsTheToastAndCanBeReopened() {
        let h = harness()
        h.carousel.removeQuietly(at: 0, now: h.now)
        h.key("Delete")
        XCTAssertTrue(h.carousel.showsUndoToast)
        XCTAssertEqual(h.carousel.closedPageCount, 1)
        XCTAssertTrue(h.carousel.reopenClosedPage(now: h.now))
        XCTAssertEqual(h.names, ["B", "C", "D", "E", "F", "G"], "the closed page comes back, the quietly removed one does not")
    }

    func testAQuietReplaceKeepsTheIndexAndShowsTheNewPagesTitle() {
        let h = harness(presenting: false)
        h.frame()
        let old = h.carousel.replacePage(at: 2, with: CarouselTestPage("X"), now: h.now)
        XCTAssertEqual(old.map(CarouselHarness.name(of:)), "C")
        XCTAssertEqual(h.names, ["A", "B", "X", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertEqual(h.state["carousel.count"], "7")
        XCTAssertEqual(h.state["carousel.title"], "Page X")
        XCTAssertEqual(h.events, [], "no close, add or selection callback")
        XCTAssertFalse(h.carousel.showsUndoToast)
        XCTAssertEqual(h.carousel.closedPageCount, 0)
        XCTAssertFalse(h.carousel.isAnimating(now: h.now), "nothing moves")
        h.frame()
        XCTAssertEqual(h.page(2).layouts.last, Size(1000, 700), "the new page is laid out to fill the carousel")
        XCTAssertTrue(h.page(2).container === h.carousel, "the carousel holds the new page")
        XCTAssertNil(old?.container, "and lets go of the old one")
    }

    func testReplacingAPageBesideTheSelectedOneLeavesTheRowWhereItIs() {
        let h = harness(selected: 3)
        h.settle()
        let before = h.cardFrame(3)
        h.carousel.replacePage(at: 4, with: CarouselTestPage("Y"), now: h.now)
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "Y", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.title"], "Page D")
        XCTAssertEqual(h.cardFrame(3), before)
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }

    func testTheToastSaysTheAppsWords() {
        let options = CarouselOptions(showsUndoToast: true, closedPageToastText: "Seite geschlossen", undoButtonLabel: "Rückgängig")
        let h = CarouselHarness(selected: 2, options: options)
        h.key("Delete")
        h.settle()
        let shown = texts(h.frame())
        XCTAssertTrue(shown.contains("Seite geschlossen"))
        XCTAssertTrue(shown.contains("Rückgängig"))
        XCTAssertFalse(shown.contains("Page closed"))
        XCTAssertFalse(shown.contains("Undo"))
        let toast = h.carousel.semantics(now: h.now).first { $0.name == "Seite geschlossen" }
        XCTAssertEqual(toast?.role, .group)
        XCTAssertEqual(toast?.children.first?.name, "Rückgängig")
        XCTAssertTrue(toast?.children.first?.perform(.activate, now: h.now) ?? false)
        XCTAssertEqual(h.names.count, 7)
    }

    func testTheToastSaysPageClosedAndUndoByDefault() {
        let options = CarouselOptions()
        XCTAssertEqual(options.closedPageToastText, "Page closed")
        XCTAssertEqual(options.undoButtonLabel, "Undo")
    }
}
