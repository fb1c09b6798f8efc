import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselPageModeTests: XCTestCase {
    func testWhileShowingAPageTheWheelAndKeysGoToThePage() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.send(.scroll(Point(500, 300), delta: Point(0, 1), modifiers: []))
        h.key("Down")
        h.click(Point(300, 300))
        XCTAssertEqual(h.page(2).received, ["scroll", "key Down", "tap"])
        XCTAssertEqual(h.state["carousel.selected"], "2", "the wheel does not change pages")
    }

    func testAPageIsDrawnOnTheAppearancesWindowBackground() {
        for appearance in [Appearance.dark, .light] {
            let carousel = PageCarousel(pages: [DrawnView { _ in .empty }], newPage: { DrawnView { _ in .empty } })
            carousel.layout(size: Size(400, 300), now: 0, environment: ComponentEnvironment(appearance: appearance))
            let fills = SceneProbe.fills(carousel.scene(now: 0))
            XCTAssertEqual(fills.first, Palette(for: appearance).windowBackground, "\(appearance): behind a transparent page")
        }
    }

    func testAPageThatChangesIsDrawnAgainOnce() {
        let h = CarouselHarness(presenting: false)
        let v = SceneProbe.snapshots(h.frame())[0].version
        h.send(.scroll(Point(500, 300), delta: Point(0, 1), modifiers: []))
        XCTAssertEqual(SceneProbe.snapshots(h.frame())[0].version, v + 1)
        XCTAssertEqual(SceneProbe.snapshots(h.frame())[0].version, v + 1)
    }

    func testArrowKeysDoNotMoveBetweenPagesWhileShowingOne() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("Right")
        XCTAssertEqual(h.state["carousel.selected"], "2")
    }

    func testDraggingAPageDoesNotMoveTheRow() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.drag(dx: -300)
        XCTAssertEqual(h.progress, 2)
        XCTAssertFalse(h.carousel.isDragging)
        XCTAssertEqual(h.state["carousel.presenting"], "false")
    }

    func testShortcutsWorkWhileShowingAPage() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.key("t", [.control])
        h.settle()
        XCTAssertEqual(h.state["carousel.count"], "8")
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        h.key("w", [.control])
        XCTAssertEqual(h.state["carousel.count"], "7")
        h.key("t", [.control, .shift])
        XCTAssertEqual(h.state["carousel.title"], "Untitled")
    }
}
