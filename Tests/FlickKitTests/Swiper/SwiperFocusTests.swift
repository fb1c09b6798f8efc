import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The swiper's pages are one Tab stop (the ring around the page dots; the arrows turn the
/// pages), followed by the shown toolbars' buttons; past the last the focus goes on.
final class SwiperFocusTests: XCTestCase {
    private func rings(_ node: SceneNode) -> [Rect] {
        switch node {
        case .group(let g): return g.children.flatMap(rings)
        case .strokeRect(let r, _, _, _): return [r]
        default: return []
        }
    }

    private func tab(_ h: SwiperHarness, backward: Bool = false) -> Bool {
        h.swiper.handle(.key(KeyCombo("Tab", modifiers: backward ? [.shift] : [])), now: h.now)
    }

    func testTabStopsAtThePagesWithARingAroundTheDotsThenLetsGo() {
        let h = SwiperHarness()
        XCTAssertEqual(rings(h.swiper.scene(now: h.now)), [])
        XCTAssertTrue(tab(h))
        let ring = rings(h.swiper.scene(now: h.now))
        XCTAssertEqual(ring.count, 1)
        XCTAssertTrue(ring[0].contains(h.swiper.dotsFrame(now: h.now).center), "the ring surrounds the dots")
        let list = h.swiper.semantics(now: h.now).first { $0.role == .pageList }
        XCTAssertEqual(list?.states.contains(.focused), true)
        XCTAssertFalse(tab(h), "with the toolbars hidden the pages are the only stop")
        XCTAssertEqual(rings(h.swiper.scene(now: h.now)), [])
        XCTAssertTrue(tab(h, backward: true), "Shift+Tab comes back to the pages")
        XCTAssertFalse(tab(h, backward: true))
    }

    func testAfterThePagesTabGoesThroughTheShownToolbars() {
        let h = SwiperHarness()
        h.key("t")
        h.settle()
        XCTAssertTrue(tab(h))
        XCTAssertTrue(tab(h))
        XCTAssertFalse(h.swiper.pagesHaveFocus)
        XCTAssertNotNil(h.swiper.topBar.focusedButton ?? h.swiper.bottomBar.focusedButton, "a toolbar button has the focus")
    }

    func testAPressThatFocusesAButtonOnThePageTakesTheFocusFromThePages() {
        let button = Button("On the page")
        let page = Stack(.vertical, padding: EdgeInsets(all: 100), children: [button])
        let swiper = Swiper(pageCount: 1) { _ in page }
        swiper.layout(size: Size(800, 600), now: 0)
        XCTAssertTrue(swiper.handle(.key(KeyCombo("Tab")), now: 0))
        XCTAssertTrue(swiper.pagesHaveFocus)
        let p = Point(button.frame.midX, button.frame.midY)
        swiper.handle(.press(p, button: 1, modifiers: []), now: 1)
        swiper.handle(.release(p, button: 1), now: 1.05)
        swiper.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 1.05)
        XCTAssertTrue(button.isFocused, "the press focuses the button")
        XCTAssertFalse(swiper.pagesHaveFocus, "and the pages' own stop lets the focus go: one focused node")
    }
}
