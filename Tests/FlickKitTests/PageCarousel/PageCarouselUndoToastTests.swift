import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselUndoToastTests: XCTestCase {
    func harness(selected: Int = 2) -> CarouselHarness {
        CarouselHarness(selected: selected, options: CarouselOptions(showsUndoToast: true))
    }

    func texts(_ scene: SceneNode) -> [String] { SceneProbe.texts(scene) }

    func testClosingAPageShowsTheToastUntilItsDeadlineWithoutWakingBefore() {
        let h = harness()
        h.key("Delete")
        XCTAssertTrue(h.carousel.showsUndoToast)
        h.settle()
        XCTAssertTrue(texts(h.frame()).contains("Page closed"))
        XCTAssertFalse(h.carousel.isAnimating(now: h.now), "the toast does not animate")
        let deadline = h.carousel.nextDeadline(now: h.now)
        XCTAssertNotNil(deadline)
        h.now = deadline!
        h.frame()
        XCTAssertFalse(h.carousel.showsUndoToast, "gone at its deadline")
        XCTAssertNil(h.carousel.nextDeadline(now: h.now))
        XCTAssertFalse(texts(h.frame()).contains("Page closed"))
    }

    func testUndoPutsThePageBackWhereItWas() {
        let h = harness()
        h.key("Delete")
        h.settle()
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"])
        let button = CarouselUndoToast.buttonFrame(in: h.carousel.toastFrame)
        h.click(Point(button.midX, button.midY))
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(h.state["carousel.selected"], "2")
        XCTAssertFalse(h.carousel.showsUndoToast)
    }

    func testCtrlZUndoesOnlyWhileTheToastShows() {
        let h = harness(selected: 4)
        h.carousel.showGrid(animated: false, now: h.now)
        h.key("Delete")
        h.settle()
        h.key("z", [.control])
        XCTAssertEqual(h.names, ["A", "B", "C", "D", "E", "F", "G"], "back in its cell")
        XCTAssertEqual(h.state["carousel.overview"], "grid")
        h.key("Delete")
        h.now += Constants.carouselUndoToastS
        h.frame()
        h.key("z", [.control])
        XCTAssertEqual(h.names.count, 6, "too late: ctrl+z is the page's again")
    }

    func testTheToastIsANamedGroupWithAnUndoButton() {
        let h = harness()
        XCTAssertFalse(h.carousel.semantics(now: h.now).contains { $0.name == "Page closed" })
        h.key("Delete")
        h.settle()
        let toast = h.carousel.semantics(now: h.now).first { $0.name == "Page closed" }
        XCTAssertEqual(toast?.children.first?.name, "Undo")
        XCTAssertEqual(toast?.children.first?.role, .button)
        XCTAssertTrue(toast?.children.first?.perform(.activate, now: h.now) ?? false)
        XCTAssertEqual(h.names.count, 7)
    }

    func testTheCloseButtonDismissesTheToastAndKeepsThePageClosed() {
        let h = harness()
        h.key("Delete")
        h.settle()
        let close = CarouselUndoToast.closeFrame(in: h.carousel.toastFrame)
        XCTAssertFalse(close.intersects(CarouselUndoToast.buttonFrame(in: h.carousel.toastFrame)), "beside Undo")
        h.click(close.center)
        XCTAssertFalse(h.carousel.showsUndoToast)
        XCTAssertEqual(h.names, ["A", "B", "D", "E", "F", "G"], "dismissed, not undone")
    }

    func testInASmallWindowTheToastSitsAboveThePageDots() {
        let h = CarouselHarness(size: Size(320, 240), selected: 2, options: CarouselOptions(showsUndoToast: true))
        h.key("Delete")
        h.settle()
        let dots = h.carousel.geometry.indicatorFrame
        XCTAssertTrue(dots.intersects(CarouselUndoToast.frame(in: Size(320, 240), bottomInsetPx: 0)), "where it would sit")
        XCTAssertFalse(h.carousel.toastFrame.intersects(dots))
        XCTAssertGreaterThanOrEqual(h.carousel.toastFrame.minY, 0)
    }
}
