import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class PageCarouselResizeTests: XCTestCase {
    func testResizingWhilePresentingRelaysOutTheRowForPortrait() {
        let h = CarouselHarness(selected: 3)
        h.carousel.layout(size: Size(480, 800), now: h.now)
        let card = h.cardFrame(3)
        XCTAssertEqual(card.width / card.height, 480.0 / 800.0, accuracy: 1e-9, "a card has the new window's shape")
        XCTAssertEqual(card.midX, 240, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(card.minX, 0)
        XCTAssertLessThanOrEqual(card.maxX, 480)
        XCTAssertEqual(h.state["carousel.selected"], "3")
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        XCTAssertEqual(h.snapshot(of: "D")?.size, h.carousel.geometry.cardSize, "cards are drawn at the new card size")
        h.carousel.dismiss(animated: false, now: h.now)
        XCTAssertEqual(h.snapshot(of: "D")?.size, Size(480, 800), "the page is drawn at the new size")
    }

    func testResizingBackToLandscapeRestoresTheLandscapeRow() {
        let h = CarouselHarness(selected: 3)
        let landscape = h.cardFrame(3)
        h.carousel.layout(size: Size(480, 800), now: h.now)
        h.carousel.layout(size: Size(1000, 700), now: h.now)
        XCTAssertEqual(h.cardFrame(3), landscape)
        XCTAssertEqual(h.cardFrame(4).minX - h.cardFrame(3).minX, h.carousel.geometry.pitch, accuracy: 1e-9)
    }

    func testResizingWhileNotPresentingKeepsThePageFillingTheCarousel() {
        let h = CarouselHarness(presenting: false)
        h.carousel.layout(size: Size(640, 900), now: h.now)
        XCTAssertEqual(SceneProbe.snapshots(h.frame()).map(\.frame), [Rect(x: 0, y: 0, width: 640, height: 900)])
    }

    func testAResizeDuringTheEntranceKeepsZooming() {
        let h = CarouselHarness(presenting: false)
        h.key("o", [.control, .shift])
        h.run(0.05)
        h.carousel.layout(size: Size(500, 900), now: h.now)
        h.settle()
        XCTAssertEqual(h.zoom, 1)
        XCTAssertEqual(h.cardFrame(0).midX, 250, accuracy: 1e-9)
    }

    func testTinyAndHugeSizesGiveFiniteScenes() {
        for size in [Size(1, 1), Size(4000, 3000), Size(3, 900), Size(0, 0), Size(.nan, 10)] {
            let h = CarouselHarness(selected: 2)
            h.carousel.layout(size: size, now: h.now)
            h.drag(dx: -30, dy: -2)
            h.key("w", [.control])
            h.key("t", [.control])
            h.run(0.1)
            for v in SceneProbe.numbers(h.frame()) { XCTAssertTrue(v.isFinite, "\(size)") }
            h.settle()
            for v in SceneProbe.numbers(h.frame()) { XCTAssertTrue(v.isFinite, "\(size)") }
        }
    }
}
