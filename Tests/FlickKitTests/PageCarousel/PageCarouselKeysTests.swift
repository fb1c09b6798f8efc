import FlickCore
import FlickTesting
import XCTest
@testable import FlickKit

/// Keys go to the shown page first; the carousel acts on the keys the page did not use, and its
/// overview opens with ctrl+shift+o (Tab only with `CarouselOptions.tabOpensOverview`).
final class PageCarouselKeysTests: XCTestCase {
    /// A page that takes the keys in `takes` (a field typing them, a page with shortcuts of its own).
    private final class KeyTakingPage: Component {
        let takes: Set<String>
        var received: [String] = []
        init(takes: Set<String>) { self.takes = takes }
        func layout(size: Size, now: Double) {}
        func scene(now: Double) -> SceneNode { .stack([]) }
        func isAnimating(now: Double) -> Bool { false }
        var state: [String: String] { [:] }
        func handle(_ gesture: Gesture, now: Double) -> Bool {
            guard case .key(let key) = gesture, takes.contains(key.description) else { return false }
            received.append(key.description)
            return true
        }
    }

    private var log: [String] = []

    /// A carousel whose first page is a column of two buttons, "One" and "Two", then a test page.
    private func buttonPage(options: CarouselOptions = CarouselOptions()) -> (PageCarousel, ComponentTester) {
        let page = Stack(.vertical, spacing: 8, children: [
            Button("One") { [unowned self] _ in log.append("One") },
            Button("Two") { [unowned self] _ in log.append("Two") },
        ])
        let carousel = PageCarousel(pages: [page, CarouselTestPage("B")], options: options) { CarouselTestPage("new") }
        return (carousel, ComponentTester(carousel, size: Size(800, 600)))
    }

    func testAPagesButtonIsReachedByTabAndActivatedBySpace() {
        let (carousel, t) = buttonPage()
        t.key("Tab")
        t.key("space")
        XCTAssertEqual(log, ["One"])
        t.key("Tab")
        t.key("Return")
        XCTAssertEqual(log, ["One", "Two"])
        t.key("shift+Tab")
        t.key("space")
        XCTAssertEqual(log, ["One", "Two", "One"], "Shift+Tab goes back through the page's buttons")
        XCTAssertFalse(carousel.isPresenting)
        XCTAssertTrue(t.failures.isEmpty, "\(t.failures)")
    }

    func testTabPastThePagesLastButtonWrapsToItsFirstAndNeverOpensTheOverview() {
        let (carousel, t) = buttonPage()
        for _ in 0..<5 { t.key("Tab") }
        t.run(seconds: 1)
        XCTAssertFalse(carousel.isPresenting, "Tab belongs to the page's controls")
        t.key("space")
        XCTAssertEqual(log, ["One"], "the fifth Tab went round to the first button again (the window wraps)")
    }

    func testWithTheOptionOnTabOpensTheOverviewOncePastThePagesLastButton() {
        let (carousel, t) = buttonPage(options: CarouselOptions(tabOpensOverview: true))
        t.key("Tab")
        t.key("Tab")
        XCTAssertFalse(carousel.isPresenting, "the page's two buttons come first")
        t.key("Tab")
        XCTAssertTrue(carousel.isPresenting, "past them Tab opens the overview")
        XCTAssertEqual(focused(t), ["Pages"], "the cards take the focus: one focused node")
        t.run(seconds: 1)
        t.key("Tab")
        XCTAssertTrue(carousel.isPresenting, "the cards are one stop: Tab moves the focus, the overview stays")
        XCTAssertEqual(focused(t), ["Pages"], "the window wraps back to the cards, the carousel's one stop")
        t.key("Escape")
        t.run(seconds: 1)
        XCTAssertFalse(carousel.isPresenting)
        XCTAssertEqual(focused(t), [], "closing, the cards let the focus go: the page has the keys")
    }

    /// The names of the focused nodes of the window's tree.
    private func focused(_ t: ComponentTester) -> [String] {
        t.tree.allNodes.filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testOpeningTheOverviewTakesTheFocusFromThePagesButtonToTheCards() {
        let (carousel, t) = buttonPage()
        t.key("Tab")
        XCTAssertEqual(focused(t), ["One"])
        t.key("ctrl+shift+o")
        XCTAssertTrue(carousel.isPresenting)
        XCTAssertEqual(focused(t), ["Pages"], "the hidden page's button lets the focus go to the cards")
        XCTAssertTrue(FocusChain.focusedNode(in: carousel, now: t.now) === carousel)
    }

    func testCtrlShiftOOpensTheOverviewWhileAPageButtonHasTheFocus() {
        let (carousel, t) = buttonPage()
        t.key("Tab")
        t.key("ctrl+shift+o")
        XCTAssertTrue(carousel.isPresenting)
        t.run(seconds: 1)
        t.key("ctrl+shift+o")
        XCTAssertFalse(carousel.isPresenting, "ctrl+shift+o closes it too")
        XCTAssertTrue(log.isEmpty, "no button was pressed")
    }

    func testAPageTakingAKeyTheCarouselWouldUseKeepsIt() {
        let page = KeyTakingPage(takes: ["ctrl+t", "ctrl+shift+o", "minus"])
        let carousel = PageCarousel(pages: [page, CarouselTestPage("B")]) { CarouselTestPage("new") }
        let t = ComponentTester(carousel, size: Size(800, 600))
        t.key("ctrl+t")
        t.key("ctrl+shift+o")
        t.key("minus")
        t.run(seconds: 1)
        XCTAssertEqual(page.received, ["ctrl+t", "ctrl+shift+o", "minus"])
        XCTAssertEqual(carousel.count, 2, "no new page")
        XCTAssertFalse(carousel.isPresenting, "neither the overview key nor the minus key's pinch presented")
        t.key("ctrl+w")
        XCTAssertEqual(carousel.count, 1, "a key the page leaves is the carousel's")
    }

    func testTheShortcutsListCtrlShiftOForTheOverviewAndTabOnlyWithTheOption() {
        func overviewKeys(_ options: CarouselOptions) -> [String]? {
            let carousel = PageCarousel(pages: [CarouselTestPage("A")], options: options) { CarouselTestPage("new") }
            return carousel.shortcutGroups.flatMap(\.shortcuts).first { $0.title == "All pages" }?.keys.map(\.description)
        }
        XCTAssertEqual(overviewKeys(CarouselOptions()), ["ctrl+shift+o"])
        XCTAssertEqual(overviewKeys(CarouselOptions(tabOpensOverview: true)), ["ctrl+shift+o", "Tab"])
    }

    func testAMinusKeyNobodyUsesStillPinchesTheCarouselIntoItsOverview() {
        let page = KeyTakingPage(takes: [])
        let carousel = PageCarousel(pages: [page, CarouselTestPage("B")]) { CarouselTestPage("new") }
        let t = ComponentTester(carousel, size: Size(800, 600))
        t.key("minus")
        XCTAssertTrue(carousel.isPresenting, "the unused key is one pinch step in, which presents")
    }
}
