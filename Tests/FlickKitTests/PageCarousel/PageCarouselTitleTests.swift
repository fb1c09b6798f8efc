import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The row's title belongs to its card: it fades with a card dragged up to close (never seen over
/// it) and fades in with a card being added (never above an empty gap).
final class PageCarouselTitleTests: XCTestCase {
    /// The alpha of the drawn title `text` (0 when it is not drawn).
    private func titleAlpha(_ h: CarouselHarness, _ text: String) -> Double {
        SceneProbe.textNodes(h.frame()).first { $0.text == text }?.color.alpha ?? 0
    }

    func testTheTitleFadesAsItsCardRisesTowardsItAndIsGoneOnceTheCardReachesItsBand() {
        let h = CarouselHarness(selected: 2)
        let title = h.state["carousel.title"] ?? ""
        XCTAssertEqual(titleAlpha(h, title), 1, accuracy: 1e-9)
        h.drag(dx: 0, dy: -20, release: false)
        let partly = titleAlpha(h, title)
        XCTAssertGreaterThan(partly, 0.2)
        XCTAssertLessThan(partly, 0.9, "fading while the card rises")
        let band = h.carousel.geometry.titleFrame.height
        let far = CarouselHarness(selected: 2)
        far.drag(dx: 0, dy: -(band + 12), release: false)
        XCTAssertEqual(titleAlpha(far, title), 0, accuracy: 1e-9, "the card covers the band: no title over it")
    }

    func testTheTitleComesBackWhenTheCardSpringsBack() {
        let h = CarouselHarness(selected: 2)
        let title = h.state["carousel.title"] ?? ""
        h.drag(dx: 0, dy: -30)
        h.settle()
        XCTAssertEqual(h.state["carousel.count"], "7", "a short lift springs back")
        XCTAssertEqual(titleAlpha(h, title), 1, accuracy: 1e-9)
    }

    func testAnAddedPagesTitleFadesInWithItsCard() {
        let h = CarouselHarness(selected: 2)
        h.key("t", [.control])
        h.run(0.2)
        XCTAssertEqual(titleAlpha(h, "Untitled"), 0, accuracy: 1e-9, "no title over the empty gap")
        h.run(0.15)
        let card = h.snapshot(of: "new1")?.opacity ?? 0
        XCTAssertGreaterThan(card, 0.2)
        XCTAssertEqual(titleAlpha(h, "Untitled"), card, accuracy: 0.05, "the title fades in with its card")
    }

    func testTheSelectedCardNeverPassesOverItsTitleWhilePresenting() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.carousel.present(now: h.now)
        let title = h.state["carousel.title"] ?? ""
        var seen = 0
        for _ in 0..<30 {
            h.run(1.0 / 60)
            guard let node = SceneProbe.textNodes(h.frame()).first(where: { $0.text == title }), node.color.alpha > 0.05 else { continue }
            seen += 1
            let card = h.carousel.screenFrame(ofIndex: 2, now: h.now)
            let font = node.font.size
            let titleBottom = node.frame.midY + font * CarouselStyle.titleHalfHeightEm
            XCTAssertLessThanOrEqual(titleBottom, card.minY + 0.5, "the card's top passed over its title at \(h.now)")
        }
        XCTAssertGreaterThan(seen, 5, "the title was drawn while the card zoomed")
    }
}
