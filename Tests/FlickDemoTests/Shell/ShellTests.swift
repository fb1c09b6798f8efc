@testable import FlickDemo
import FlickCairo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The app shell on virtual time: state, drawers, picking a demo, settings.
final class ShellTests: XCTestCase {
    private func shell() -> Shell {
        let s = Shell()
        s.layout(size: Size(1024, 700), now: 0)
        return s
    }

    @discardableResult
    private func settle(_ s: Shell, from t: Double) -> Double { s.settled(from: t) }

    /// A point of the deck under the bar, in the shell's coordinates.
    private func underBar(_ s: Shell, _ x: Double, _ y: Double) -> Point { Point(x, y + s.stack.barHeight) }

    private func click(_ s: Shell, _ p: Point, at t: Double) {
        s.handle(.press(p, button: 1, modifiers: []), now: t)
        s.handle(.release(p, button: 1), now: t)
        s.handle(.tap(p, count: 1, button: 1, modifiers: []), now: t)
    }

    func testItStartsOnTheSwiperAndPublishesItsKeysWithTheDecksAndTheDemo() {
        let s = shell()
        XCTAssertEqual(s.state["demo"], "swiper")
        XCTAssertEqual(s.state["deck.state"], "closed")
        XCTAssertEqual(s.state["deck.offset"], "0")
        XCTAssertEqual(s.state["swiper.index"], "0")
    }

    func testDrawersAreAsWideAsTheShellWantsWhateverTheWindow() {
        let s = shell()
        XCTAssertEqual(s.deck.options.leftWidth, .fixed(Shell.menuWidthPx))
        XCTAssertEqual(s.deck.sideFrame(.left).width, Shell.menuWidthPx)
        XCTAssertEqual(s.deck.sideFrame(.right).width, Shell.settingsWidthPx)
        s.layout(size: Size(1920, 1080), now: 0)
        XCTAssertEqual(s.deck.sideFrame(.right).width, Shell.settingsWidthPx)
        s.layout(size: Size(300, 200), now: 0)
        XCTAssertEqual(s.deck.sideFrame(.left).width, 300 - Shell.minLedgePx, "a narrow window keeps a ledge to close by")
    }

    func testF9F10AndEscape() {
        let s = shell()
        s.handle(GestureScript.key("F9"), now: 0)
        XCTAssertEqual(s.state["deck.state"], "left")
        s.handle(GestureScript.key("F10"), now: 0)
        XCTAssertEqual(s.state["deck.state"], "right")
        s.handle(GestureScript.key("Escape"), now: 0)
        XCTAssertEqual(s.state["deck.state"], "closed")
    }

    func testPickingADemoSwapsItAtOnceAndTheDrawerClosesOverIt() {
        let s = shell()
        s.handle(GestureScript.key("F9"), now: 0)
        let t = settle(s, from: 0)
        let open = s.deck.offset(now: t)
        let deckRow = s.menu.rows[2]
        click(s, underBar(s, 100, deckRow.frame.midY), at: t)
        XCTAssertEqual(s.state["demo"], "deck", "swapped at once")
        XCTAssertEqual(s.stack.bar.title, "Deck")
        for step in 1...20 {
            let offset = s.deck.offset(now: t + Double(step) / 60)
            XCTAssertLessThanOrEqual(offset, open + 1e-9, "the center never slides further off than the open drawer left it")
        }
        let end = settle(s, from: t)
        XCTAssertEqual(s.state["deck.state"], "closed")
        XCTAssertEqual(s.deck.offset(now: end), 0)
        XCTAssertTrue(s.menu.rows[2].isSelected)
    }

    func testWithCrossFadesPickingADemoSwapsItAtOnceNotWhenTheFadeEnds() {
        let s = shell()
        s.deck.options.crossFades = true
        s.deck.open(.left, animated: false, now: 0)
        s.choose(.deck, now: 0)
        s.advance(to: 1.0 / 60)
        XCTAssertEqual(s.state["demo"], "deck", "swapped under the fading copy, at the first frame")
        XCTAssertTrue(s.isAnimating(now: 0.05), "the fade still runs")
        settle(s, from: 0)
        XCTAssertEqual(s.state["demo"], "deck")
        XCTAssertEqual(s.state["deck.state"], "closed")
    }

    func testPickingTheShownDemoJustClosesTheDrawer() {
        let s = shell()
        s.deck.open(.left, animated: false, now: 0)
        click(s, underBar(s, 100, s.menu.rows[1].frame.midY), at: 0)
        XCTAssertEqual(s.deck.motion.map { if case .slide = $0.phase { return true }; return false }, true)
        settle(s, from: 0)
        XCTAssertEqual(s.state["demo"], "swiper")
    }

    func testADemoIsKeptWhenComingBackToIt() {
        let s = shell()
        s.show(.deck, now: 0)
        let first = s.demoView
        s.show(.swiper, now: 0)
        s.show(.deck, now: 0)
        XCTAssertTrue(s.demoView === first)
    }

    func testTheShownDeckDemoKeepsItsKeysButTheShellsDeckKeysWin() {
        let s = shell()
        s.show(.deck, now: 0)
        (s.demoView as? DeckDemo)?.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(s.state["deck.center"], "Home")
        XCTAssertEqual(s.state["deck.state"], "closed", "the shell's own deck")
    }

    func testAHorizontalDragInTheMiddleSwipesTheSwiperAndTheEdgeStripPansTheDeck() {
        let s = shell()
        s.send(GestureScript.drag(from: Point(800, 350), to: Point(200, 350), velocity: Point(-1500, 0)), now: 0)
        XCTAssertEqual(s.state["swiper.index"], "1")
        XCTAssertEqual(s.state["deck.state"], "closed")
        let t = settle(s, from: 0)
        s.send(GestureScript.drag(from: Point(10, 350), to: Point(400, 350), velocity: Point(900, 0)), now: t)
        XCTAssertEqual(s.state["deck.state"], "left")
    }

    func testTheBarStaysPutWhileADrawerOpensUnderIt() {
        let s = shell()
        let bar = s.stack.bar.frame, settings = s.settingsButton.frame, menu = s.menuButton.frame
        s.handle(GestureScript.key("F9"), now: 0)
        for step in 0...20 {
            let t = Double(step) / 60
            s.advance(to: t)
            XCTAssertEqual(s.stack.bar.frame, bar)
            XCTAssertEqual(s.settingsButton.frame, settings, "Settings stays where it was")
            XCTAssertEqual(s.menuButton.frame, menu, "and so does the main menu")
            XCTAssertEqual(s.stack.contentFrame(s.stack.topPage).minY, s.stack.barHeight, "the deck is under the bar")
        }
        let t = settle(s, from: 0)
        XCTAssertEqual(s.state["deck.state"], "left")
        XCTAssertEqual(s.menuButton.frame, menu)
        XCTAssertLessThanOrEqual(s.menuButton.frame.maxX, 1024, "the bar's end is on screen with the drawer open")
        click(s, s.settingsButton.frame.center, at: t)
        XCTAssertEqual(s.state["deck.state"], "right", "the bar's Settings works with the demo list open")
    }

    func testTheDemoListDocksBesideTheDemoOnAWideWindowAndFoldsIntoADrawerWhenNarrow() {
        let s = shell()
        XCTAssertEqual(s.state["deck.docked"], "none", "1024 px: the drawer")
        s.layout(size: Size(1280, 800), now: 0)
        var t = settle(s, from: 0)
        XCTAssertEqual(s.state["deck.docked"], "left")
        XCTAssertEqual(s.state["deck.docked.shown"], "left", "shown beside the demo")
        XCTAssertEqual(s.state["deck.state"], "closed")
        XCTAssertEqual(s.deck.centerSize(now: t).width, 1280 - Shell.menuWidthPx, "the demo narrows beside it")
        click(s, s.listButton.frame.center, at: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["deck.docked.shown"], "none", "the Demos button hides the sidebar")
        XCTAssertEqual(s.deck.centerSize(now: t).width, 1280)
        s.handle(GestureScript.key("F9"), now: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["deck.docked.shown"], "left", "and F9 shows it again")
        click(s, underBar(s, 100, s.menu.rows[2].frame.midY), at: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["demo"], "deck")
        XCTAssertEqual(s.state["deck.docked.shown"], "left", "choosing a demo keeps the sidebar")
        s.layout(size: Size(900, 700), now: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["deck.docked"], "none", "narrow: folded into the drawer")
        XCTAssertEqual(s.state["deck.state"], "closed")
        XCTAssertEqual(s.deck.centerSize(now: t).width, 900)
        s.handle(GestureScript.key("F9"), now: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["deck.state"], "left", "F9 opens the drawer")
        s.layout(size: Size(Shell.dockWidthPx, 700), now: t)
        t = settle(s, from: t)
        XCTAssertEqual(s.state["deck.docked.shown"], "left", "the open drawer docks in place")
        XCTAssertEqual(s.state["deck.state"], "closed")
    }

    func testAClickOnTheCentersLedgeClosesAnOpenDrawer() {
        let s = shell()
        s.deck.open(.left, animated: false, now: 0)
        click(s, Point(700, 400), at: 0)
        XCTAssertEqual(s.state["deck.state"], "closed")
        XCTAssertEqual(s.state["swiper.taps"], "0", "the click is not the swiper's")
    }

    func testTheSettingsDrawerShowsTheDemosSettingsThenTheApps() {
        let s = shell()
        XCTAssertEqual(s.settingsList.rows.map(\.title),
                       ["Momentum", "Page control", "Toolbars", "Slow animations", "Show touches", "Frame times", "Reduced motion",
                        "Appearance"])
        s.show(.deck, now: 0)
        XCTAssertTrue(s.settingsList.rows.map(\.title).contains("Left ledge"))
        XCTAssertEqual(s.settingsList.rows.last?.title, "Appearance")
    }

    func testASwiperOptionRebuildsTheSwiperOnTheSameItem() {
        let s = shell()
        (s.demoView as? Swiper)?.go(to: 3, animated: false, now: 0)
        let old = s.demoView
        let row = s.settingsList.row(titled: "Page control")!
        s.settingsList.send(GestureScript.click(Point(row.frame.minX + 20, row.frame.midY)))
        let swiper = s.demoView as? Swiper
        XCTAssertFalse(s.demoView === old)
        XCTAssertEqual(swiper?.options.showsPageControl, false)
        XCTAssertEqual(swiper?.currentIndex, 3)
        XCTAssertEqual(s.state["swiper.index"], "3")
    }

    func testReducedMotionReachesTheDeckAndTheDemos() throws {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        let s = try XCTUnwrap(app.root as? Shell)
        s.show(.deck, now: 0)
        app.settings.reducedMotion = true
        app.advance(to: 0)
        XCTAssertTrue(s.deck.environment.reducedMotion)
        let demo = try XCTUnwrap(s.demoView as? DeckDemo)
        XCTAssertTrue(demo.deck.environment.reducedMotion && demo.deck.crossFades, "the demo's deck cross-fades")
        XCTAssertTrue(demo.stack.environment.reducedMotion, "and so do the pages inside it (a deck passes it on)")
        let row = s.settingsList.row(titled: "Reduced motion")!
        XCTAssertTrue((row.accessory as? Switch)?.isOn ?? false, "the drawer shows the setting")
    }

    func testTinyAndHugeWindowsOpenDrawersAndRenderWithoutTrouble() {
        for demo in [DemoName.shell, .deck] {
            for size in [Size(1, 1), Size(4000, 3000)] {
                let app = AppController(demo: demo, size: size, now: 0)
                // The shell's menu is on F9, the deck demo's on F7.
                app.handle(.key(KeyInput(key: KeyCombo(demo == .deck ? "F7" : "F9"), time: 0)), now: 0)
                app.advance(to: 1)
                if demo == .shell, size.width >= Shell.dockWidthPx {
                    XCTAssertEqual(app.state["deck.docked.shown"], "none", "F9 hides the docked demo list \(size)")
                } else {
                    XCTAssertEqual(app.state["deck.state"], "left", "\(demo) \(size)")
                }
                XCTAssertNotNil(Int(app.state["deck.offset"] ?? ""), "\(demo) \(size)")
                let buffer = OffscreenBuffer(size: size)
                app.render(into: buffer.buffer, now: 1)
                XCTAssertFalse(app.isAnimating(now: 1))
            }
        }
    }

    // MARK: One bar

    func testChoosingAnotherDemoChangesTheTitleAtOnceWithTheContent() {
        let s = shell()
        let t = settle(s, from: 0)
        s.choose(.museum, now: t)
        XCTAssertEqual(s.stack.bar.title, "Museum")
        XCTAssertNil(s.stack.bar.fadingTitle, "no old title fading out over the new demo")
        XCTAssertEqual(SceneProbe.texts(s.stack.bar.scene(now: t + 0.05)).filter { $0 == "Swiper" }, [])
    }

    func testADeckDetailPageTitlesTheShellsBarWhoseBackPopsIt() throws {
        let s = shell()
        s.show(.deck, now: 0)
        let deck = try XCTUnwrap(s.demoView as? DeckDemo)
        XCTAssertEqual(s.stack.bar.title, "Deck")
        let t0 = settle(s, from: 0)
        let item = deck.page.rows[1].item
        deck.open(item, now: t0)
        XCTAssertEqual(s.stack.bar.title, item.title)
        XCTAssertEqual(s.stack.bar.leadingItems.map(\.name), ["Demos", "Back"],
                       "one Back, in place of the deck's menu, after the demo list's button, which stays a click away")
        XCTAssertEqual(s.stack.bar.trailingItems.map(\.name), ["Deck options", "Settings", "Main menu"])
        XCTAssertTrue(s.stack.bar.isAnimating(now: t0 + 0.1), "the title cross-fades")
        let t = settle(s, from: t0)
        let back = s.stack.bar.leadingItems[1]
        click(s, back.frame.center, at: t)
        XCTAssertEqual(deck.stack.pages.count, 1)
        XCTAssertEqual(s.stack.bar.title, "Deck")
        XCTAssertEqual(s.stack.bar.leadingItems.map(\.name), ["Demos", "Menu"])
    }

    func testEscapeLeavesADeckDetailPageAndTheBarFollows() throws {
        let s = shell()
        s.show(.deck, now: 0)
        let deck = try XCTUnwrap(s.demoView as? DeckDemo)
        deck.open(deck.page.rows[0].item, now: 0)
        let t = settle(s, from: 0)
        s.handle(GestureScript.key("Escape"), now: t)
        XCTAssertEqual(deck.stack.pages.count, 1)
        XCTAssertEqual(s.stack.bar.title, "Deck")
    }

    func testAnOpenMuseumCollectionJoinsTheShellsBarInsteadOfAddingItsOwn() throws {
        let s = shell()
        s.show(.museum, now: 0)
        let museum = try XCTUnwrap(s.demoView as? Museum)
        XCTAssertFalse(museum.activeBrowser.detail.showsBar)
        XCTAssertEqual(museum.activeBrowser.detail.layout.bar.height, 0)
        let collection = museum.collections[0]
        museum.open(collectionID: collection.id, now: 0)
        let t = settle(s, from: 0)
        XCTAssertEqual(s.stack.bar.title, collection.name)
        XCTAssertEqual(s.stack.bar.leadingItems.map(\.name), ["Demos", "Back"])
        XCTAssertEqual(s.stack.bar.trailingItems.map(\.name), ["Favorite", "Settings", "Main menu"])
        XCTAssertFalse(SceneProbe.texts(museum.activeBrowser.detail.scene(now: t)).contains("Collections"))
        click(s, s.stack.bar.leadingItems[1].frame.center, at: t)
        XCTAssertEqual(museum.state["museum.detail"], "none")
        XCTAssertEqual(s.stack.bar.title, "Museum")
        XCTAssertEqual(s.stack.bar.trailingItems.map(\.name), ["Settings", "Main menu"])
    }

    func testTheMuseumOnItsOwnKeepsItsDetailsBar() {
        let museum = MuseumDemo.make()
        museum.layout(size: Size(1024, 700), now: 0)
        XCTAssertTrue(museum.activeBrowser.detail.showsBar)
        XCTAssertEqual(museum.activeBrowser.detail.layout.bar.height, NavigationBar.heightPx)
    }

    func testTheSwiperInTheShellHasNoTopToolbarUnderTheShellsBar() throws {
        let s = shell()
        let swiper = try XCTUnwrap(s.demoView as? Swiper)
        XCTAssertFalse(swiper.options.showsTopToolbar)
        let row = s.settingsList.row(titled: "Momentum")!
        s.settingsList.send(GestureScript.click(Point(row.frame.minX + 20, row.frame.midY)))
        XCTAssertFalse(try XCTUnwrap(s.demoView as? Swiper).options.showsTopToolbar, "kept when rebuilt")
    }

    func testTheCarouselsSettingsButtonOpensTheShellsSettingsTheOnePanel() throws {
        let s = shell()
        s.show(.carousel, now: 0)
        let view = try XCTUnwrap(s.demoView as? CarouselDemoView)
        XCTAssertEqual(view.toolbar.items, [.grid, .newPage, .pages], "one Settings button, the header bar's")
        XCTAssertFalse(view.toolbar.stops.contains(.button(.settings)))
        view.toolbarAction(.settings, now: 0)
        XCTAssertFalse(view.showsSettings, "not the view's own panel")
        XCTAssertEqual(s.state["deck.state"], "right")
        XCTAssertTrue(s.settingsList.rows.map(\.title).contains("Long swipes"))
        let carousel = CarouselDemo.make()
        XCTAssertEqual(carousel.toolbar.items.first, .settings, "on its own the carousel has its Settings button")
        carousel.toolbarAction(.settings, now: 0)
        XCTAssertTrue(carousel.showsSettings, "on its own the carousel keeps its panel")
    }

    func testTheSettingsDrawerHasNoEmptyHeaderAboveTheDemosOwnGroups() {
        let s = shell()
        for demo in [DemoName.carousel, .deck] {
            s.show(demo, now: 0)
            XCTAssertFalse(s.settingsList.sections.contains { $0.settings.isEmpty }, "\(demo): an empty header")
            XCTAssertFalse(s.settingsList.sections.map(\.title).contains(ShellEntry.entry(demo).title))
        }
    }
}
