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

/// The swiper's stops are focus children of the one focus mechanism: the pages' stop, the center
/// page's controls and the shown toolbars' buttons, walked in that order with one focused node.
final class SwiperFocusChildrenTests: XCTestCase {
    /// The names of the focused nodes of the window's tree.
    private func focused(_ t: ComponentTester) -> [String] {
        t.tree.allNodes.filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testTabWalksThePagesThenEachToolbarButtonWithOneFocusedNodeAndFocusChainAgrees() {
        let h = SwiperHarness()
        h.key("t")
        h.settle()
        var order: [[String]] = []
        for _ in 0..<6 {
            h.tester.key("Tab")
            order.append(focused(h.tester))
            let node = FocusChain.focusedNode(in: h.swiper, now: h.now)
            XCTAssertFalse(node === h.swiper, "a stop below the swiper holds the focus, not the swiper")
            XCTAssertTrue(FocusChain.stops(in: h.swiper, now: h.now).contains { $0 === node }, "the node FocusChain says is one of its stops")
        }
        XCTAssertEqual(order, [["Pages"], ["First"], ["Previous"], ["Next"], ["Last"], ["Pages"]],
                       "the pages, the bottom bar's buttons, then round again")
        h.tester.key("shift+Tab")
        XCTAssertEqual(focused(h.tester), ["Last"], "Shift+Tab goes back")
    }

    func testTabReachesAButtonOnThePageAfterThePagesAndAPressThereTakesTheFocusFromTheWindow() {
        let onPage = Button("On the page")
        let page = Stack(.vertical, padding: EdgeInsets(all: 100), children: [onPage])
        let swiper = Swiper(pageCount: 1, options: SwiperOptions(showsToolbars: false)) { _ in page }
        let outside = Button("Outside")
        let root = Stack(.vertical, items: [StackItem(outside), StackItem(swiper, expands: true)])
        let t = ComponentTester(root, size: Size(800, 600))
        t.key("Tab")
        XCTAssertEqual(focused(t), ["Outside"])
        t.key("Tab")
        XCTAssertEqual(focused(t), ["Pages"])
        t.key("Tab")
        XCTAssertEqual(focused(t), ["On the page"], "the page's controls come after the pages' stop")
        t.key("Tab")
        XCTAssertEqual(focused(t), ["Outside"])
        t.click("On the page")
        XCTAssertEqual(focused(t), ["On the page"], "the press moved the focus: one focused node in the window")
        XCTAssertTrue(onPage.isFocused)
        XCTAssertFalse(outside.isFocused)
    }

    func testToolbarsWhoseButtonLostTheFocusToAPressElsewhereFadeInTime() {
        let swiper = Swiper(pageCount: 3) { i in SwiperTestPage(id: "\(i)", name: "P\(i)") }
        let outside = Button("Outside")
        let root = Stack(.vertical, items: [StackItem(outside), StackItem(swiper, expands: true)])
        let t = ComponentTester(root, size: Size(800, 600))
        swiper.showToolbars(now: t.now)
        t.key("Tab")
        t.key("Tab")
        t.key("Tab")
        XCTAssertEqual(focused(t), ["First"])
        t.key("Right")
        t.wait(ms: (Constants.toolbarAutoHideS + 1) * 1000)
        XCTAssertEqual(swiper.state["swiper.toolbars"], "shown", "a key while a button holds the focus leaves the bars up")
        t.click("Outside")
        XCTAssertEqual(focused(t), ["Outside"])
        t.wait(ms: (Constants.toolbarAutoHideS + 0.5) * 1000)
        XCTAssertEqual(swiper.state["swiper.toolbars"], "hidden", "the focus left them: they fade in time")
    }
}
