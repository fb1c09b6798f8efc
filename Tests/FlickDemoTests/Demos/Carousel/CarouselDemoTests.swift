import FlickCairo
import FlickCore
@testable import FlickDemo
@testable import FlickKit
import FlickTesting
import FlickTracing
import XCTest

/// The browser demo: its made-up web pages, its toolbar and settings, and what it costs to draw.
final class CarouselDemoTests: XCTestCase {
    private func texts(_ node: SceneNode) -> [String] {
        switch node {
        case .group(let g): return g.children.flatMap(texts)
        case .snapshot(let s): return texts(s.content())
        case .text(let t): return [t.text]
        default: return []
        }
    }

    private func click(_ view: CarouselDemoView, _ p: Point, now: Double) {
        view.handle(.press(p, button: 1, modifiers: []), now: now)
        view.handle(.release(p, button: 1), now: now)
        view.handle(.tap(p, count: 1, button: 1, modifiers: []), now: now)
    }

    private func settle(_ view: CarouselDemoView, from now: Double) -> Double { view.settled(from: now) }

    // MARK: Pages

    func testEverySampleSiteIsDistinct() {
        let samples = WebPageContent.samples
        XCTAssertGreaterThanOrEqual(samples.count, 10)
        XCTAssertEqual(Set(samples.map(\.title)).count, samples.count)
        XCTAssertEqual(Set(samples.map(\.address)).count, samples.count)
        XCTAssertEqual(Set(samples.map(\.siteName)).count, samples.count)
        XCTAssertEqual(Set(samples.map(\.accent)).count, samples.count)
    }

    func testLaterRoundsOfSamplesGetNumberedTitles() {
        let n = WebPageContent.samples.count
        XCTAssertEqual(WebPageContent.sample(n).title, WebPageContent.samples[0].title + " (2)")
        XCTAssertNotEqual(WebPageContent.sample(n).address, WebPageContent.sample(0).address)
        XCTAssertEqual(WebPageContent.sample(-1).siteName, WebPageContent.samples[n - 1].siteName)
    }

    func testAWebPageShowsItsAddressSiteAndArticle() {
        let content = WebPageContent.samples[0]
        let shown = texts(FakeWebPage(content: content).scene(size: Size(1024, 700)))
        XCTAssertTrue(shown.contains(content.address))
        XCTAssertTrue(shown.contains(content.siteName))
        XCTAssertTrue(shown.contains("Aurora season opens early over the northern fjords"))
        XCTAssertEqual(FakeWebPage(content: content).displayTitle(or: CarouselStyle.untitled), content.title)
    }

    func testABlankPageIsUntitledAndOffersFavorites() {
        let blank = FakeWebPage.blank()
        XCTAssertEqual(blank.displayTitle(or: CarouselStyle.untitled), "Untitled")
        let shown = texts(blank.scene(size: Size(1024, 700)))
        XCTAssertTrue(shown.contains("Favorites"))
        XCTAssertTrue(shown.contains("Search or enter address"))
        XCTAssertTrue(shown.contains(WebPageContent.samples[1].siteName))
    }

    func testTheWheelScrollsThePageWithinItsLengthAndRedrawsItOnlyWhenItMoves() {
        let page = FakeWebPage(content: WebPageContent.samples[4])
        let size = Size(800, 500)
        page.layout(size: size, now: 0)
        let layout = WebPageLayout(content: page.content, size: size)
        XCTAssertGreaterThan(layout.maxScroll, 0)
        XCTAssertTrue(page.handle(.scroll(Point(10, 10), delta: Point(0, 1), modifiers: []), now: 0))
        XCTAssertEqual(page.scrollY, Constants.scrollNotchPx)
        XCTAssertEqual(page.contentVersion, 1)
        for _ in 0..<100 { _ = page.handle(.scroll(Point(10, 10), delta: Point(0, 1), modifiers: []), now: 0) }
        XCTAssertEqual(page.scrollY, layout.maxScroll)
        let version = page.contentVersion
        _ = page.handle(.scroll(Point(10, 10), delta: Point(0, 1), modifiers: []), now: 0)
        XCTAssertEqual(page.contentVersion, version, "no redraw at the end")
        _ = page.handle(.key(KeyCombo("Home")), now: 0)
        XCTAssertEqual(page.scrollY, 0)
    }

    func testPagesDrawAtTinyAndHugeSizes() {
        for size in [Size(1, 1), Size(4000, 3000)] {
            for page in [FakeWebPage(content: .samples[2]), .blank()] {
                XCTAssertFalse(texts(page.scene(size: size)).isEmpty)
            }
        }
    }

    // MARK: The demo

    func testTheDemoStartsOnAPageAndTheBenchsCountStartsInThePresentation() {
        let demo = CarouselDemo.make()
        XCTAssertFalse(demo.carousel.isPresenting)
        XCTAssertEqual(demo.carousel.count, CarouselDemo.defaultPageCount)
        XCTAssertFalse(CarouselOptions().allowsLongSwipes, "the library pages one page per swipe")
        XCTAssertTrue(demo.carousel.options.allowsLongSwipes, "the demo turns long swipes on")
        let bench = CarouselDemo.make(pageCount: 10_000)
        XCTAssertTrue(bench.carousel.isPresenting)
        XCTAssertEqual(bench.state["carousel.count"], "10000")
        XCTAssertEqual(bench.state["carousel.presenting"], "true")
    }

    func testThePagesButtonShowsTheCountAndTogglesThePresentation() {
        let view = CarouselDemo.make()
        view.layout(size: Size(1024, 700), now: 0)
        XCTAssertEqual(CarouselDemoToolbar.countText(6), "6")
        XCTAssertEqual(CarouselDemoToolbar.countText(150), "99+")
        let pages = view.toolbarFrame.origin + view.toolbar.frame(of: .pages).center
        click(view, pages, now: 1)
        XCTAssertEqual(view.state["carousel.presenting"], "true")
        XCTAssertTrue(texts(view.scene(now: 1)).contains("6"))
        click(view, pages, now: 2)
        XCTAssertEqual(view.state["carousel.presenting"], "false")
    }

    func testTheFocusedToolbarButtonIsRingedWhileFocusIsVisibleAndLetGoWhenThePageShows() {
        let view = CarouselDemo.make()
        view.layout(size: Size(1024, 700), now: 0)
        func rings() -> [Rect] {
            guard case .group(let g) = view.toolbar.scene(now: 1) else { return [] }
            return g.children.compactMap { node in
                guard case .strokeRect(let r, let color, _, _) = node, color == ControlStyle.standard.focusRing else { return nil }
                return r
            }
        }
        view.handle(GestureScript.key("Tab"), now: 1)
        XCTAssertEqual(rings(), [], "the cards have the focus first")
        view.handle(GestureScript.key("Tab"), now: 1)
        view.handle(GestureScript.key("Tab"), now: 1)
        XCTAssertEqual(view.toolbar.focusedStop, .address, "Settings, then the address field")
        view.handle(GestureScript.key("Tab"), now: 1)
        XCTAssertEqual(view.toolbar.focusedItem, .grid)
        view.handle(GestureScript.key("Tab"), now: 1)
        XCTAssertEqual(view.toolbar.focusedItem, .newPage)
        XCTAssertEqual(rings().count, 1)
        XCTAssertTrue(rings()[0].contains(view.toolbar.frame(of: .newPage).center), "around New Page")
        FocusRing.drawing(with: FocusVisibility(isVisible: false)) { XCTAssertEqual(rings(), [], "no ring after a pointer press") }
        view.handle(GestureScript.key("Escape"), now: 1)
        view.advance(to: settle(view, from: 1))
        XCTAssertEqual(view.state["carousel.presenting"], "false")
        XCTAssertNil(view.toolbar.focusedItem)
        XCTAssertEqual(rings(), [])
    }

    func testTheGridButtonTurnsThePagesIntoTheGridAndBack() throws {
        let view = CarouselDemo.make()
        view.layout(size: Size(1024, 700), now: 0)
        let grid = view.toolbarFrame.origin + view.toolbar.frame(of: .grid).center
        click(view, grid, now: 1)
        var t = settle(view, from: 1)
        XCTAssertEqual(view.state["carousel.overview"], "grid")
        _ = view.scene(now: t)
        let bar = try XCTUnwrap(view.toolbar.semantics(now: t).first)
        let button = try XCTUnwrap(bar.children.first { $0.name == "Grid" })
        XCTAssertTrue(button.states.contains(.checked), "it shows as on while the grid shows")
        XCTAssertFalse(try XCTUnwrap(bar.children.first { $0.name == "Pages" }).states.contains(.checked),
                       "Pages is off while the grid shows: one of the two is on")
        XCTAssertEqual(button.tooltip, "Show the pages in a row (ctrl+shift+g)")
        click(view, grid, now: t)
        t = settle(view, from: t)
        XCTAssertEqual(view.state["carousel.overview"], "row")
        _ = view.scene(now: t)
        XCTAssertTrue(try XCTUnwrap(view.toolbar.semantics(now: t).first?.children.first { $0.name == "Pages" }).states.contains(.checked),
                      "Pages is on while the row of cards shows")
        XCTAssertEqual(view.toolbar.semantics(now: t).first?.children.first { $0.name == "Grid" }?.tooltip,
                       "Show the pages in a grid (ctrl+shift+g)")
    }

    func testThePlusButtonOpensANewPageAfterTheCurrentOne() {
        let view = CarouselDemo.make()
        view.layout(size: Size(1024, 700), now: 0)
        click(view, view.toolbarFrame.origin + view.toolbar.frame(of: .newPage).center, now: 1)
        XCTAssertEqual(view.state["carousel.presenting"], "true", "the row comes in first")
        var t = 1.0
        while view.isAnimating(now: t) && t < 6 {
            t += 1.0 / 60
            view.advance(to: t)
        }
        XCTAssertEqual(view.state["carousel.count"], "7")
        XCTAssertEqual(view.state["carousel.selected"], "1")
        XCTAssertEqual(view.state["carousel.title"], "Untitled")
        XCTAssertEqual(view.state["carousel.presenting"], "false", "then it zooms into the new page")
    }

    func testTheSettingsSwitchesChangeTheCarouselsOptions() {
        let view = CarouselDemo.make()
        view.layout(size: Size(1024, 700), now: 0)
        click(view, view.toolbarFrame.origin + view.toolbar.frame(of: .settings).center, now: 1)
        XCTAssertTrue(view.showsSettings)
        let t = settle(view, from: 1)
        _ = view.scene(now: t)
        for (title, read) in [("Long swipes", { view.carousel.options.allowsLongSwipes }),
                              ("Shadows", { view.carousel.options.useShadows }),
                              ("Close buttons", { view.carousel.options.showsCloseButtons })] {
            let before = read()
            let row = try! XCTUnwrap(view.settings.row(titled: title))
            let panel = view.settingsFrame(now: t)
            let p = panel.origin + row.frame.origin + row.accessoryFrame.center
            click(view, p, now: t)
            XCTAssertNotEqual(read(), before, title)
        }
        view.handle(.key(KeyCombo("Escape")), now: t)
        XCTAssertFalse(view.showsSettings)
    }

    func testAClickBesideTheOpenSettingsClosesThem() {
        let view = CarouselDemo.make()
        view.layout(size: Size(1024, 700), now: 0)
        view.setShowsSettings(true, now: 0)
        let t = settle(view, from: 0)
        click(view, Point(100, 300), now: t)
        XCTAssertFalse(view.showsSettings)
        XCTAssertEqual(view.state["carousel.presenting"], "false", "the click did not reach the page behind")
    }

    func testTheCarouselKeepsItsPresentationAboveTheToolbar() {
        let view = CarouselDemo.make(pageCount: 5)
        view.layout(size: Size(1024, 700), now: 0)
        let g = view.carousel.geometry
        XCTAssertLessThanOrEqual(g.indicatorFrame.maxY, view.toolbarFrame.minY)
        XCTAssertEqual(g.size, Size(1024, 700), "the page itself fills the window under the bar")
    }

    // MARK: Cost

    func testDraggingTheRowNeverRendersAPageAgain() {
        let app = AppController(demo: .carousel, size: Size(800, 500), pages: 10, now: 0)
        let frame = OffscreenBuffer(width: 800, height: 500)
        var t = 0.0
        func step(_ event: InputEvent?) {
            t += 1.0 / 60
            if let event { app.handle(event, now: t) }
            app.advance(to: t)
            app.render(into: frame.buffer, now: t)
        }
        func pointer(_ x: Double) -> PointerInput { PointerInput(location: Point(x, 250), button: 1, time: t) }
        step(nil)
        let first = app.renderer.snapshots.renderCount
        XCTAssertEqual(first, 5, "the selected card and its one neighbour, and the toolbar's three icons")
        for stroke in 0..<4 {
            let (a, b) = stroke % 2 == 0 ? (600.0, 200.0) : (200.0, 600.0)
            step(.pointerDown(pointer(a)))
            for k in 1...20 { step(.pointerMove(pointer(a + (b - a) * Double(k) / 20))) }
            step(.pointerUp(pointer(b)))
            for _ in 0..<40 { step(nil) }
        }
        XCTAssertLessThanOrEqual(app.renderer.snapshots.renderCount, first + 2,
                                 "only cards coming into view for the first time are rendered")
        let settled = app.renderer.snapshots.renderCount
        for _ in 0..<30 { step(nil) }
        XCTAssertEqual(app.renderer.snapshots.renderCount, settled)
    }
}
