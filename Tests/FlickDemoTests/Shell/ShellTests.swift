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
    private func settle(_ s: Shell, from t: Double) -> Double {
        var now = t
        s.advance(to: now)
        while s.isAnimating(at: now), now < t + 10 { now += 1.0 / 60; s.advance(to: now) }
        return now
    }

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
        XCTAssertEqual(s.deck.sideFrame(.left).width, Shell.menuWidthPx)
        XCTAssertEqual(s.deck.sideFrame(.right).width, Shell.settingsWidthPx)
        s.layout(size: Size(300, 200), now: 0)
        XCTAssertEqual(s.deck.options.leftLedgePx, Shell.minLedgePx, "a narrow window keeps a ledge to close by")
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
        let open = s.deck.offset(at: t)
        let deckRow = s.menu.rows[2]
        click(s, Point(100, deckRow.frame.midY), at: t)
        XCTAssertEqual(s.state["demo"], "deck", "swapped at once")
        XCTAssertEqual(s.stack.bar.title, "Deck")
        for step in 1...20 {
            let offset = s.deck.offset(at: t + Double(step) / 60)
            XCTAssertLessThanOrEqual(offset, open + 1e-9, "the center never slides further off than the open drawer left it")
        }
        let end = settle(s, from: t)
        XCTAssertEqual(s.state["deck.state"], "closed")
        XCTAssertEqual(s.deck.offset(at: end), 0)
        XCTAssertTrue(s.menu.rows[2].isSelected)
    }

    func testWithCrossFadesPickingADemoSwapsItAtOnceNotWhenTheFadeEnds() {
        let s = shell()
        s.deck.options.crossFades = true
        s.deck.open(.left, animated: false, now: 0)
        s.choose(.deck, now: 0)
        s.advance(to: 1.0 / 60)
        XCTAssertEqual(s.state["demo"], "deck", "swapped under the fading copy, at the first frame")
        XCTAssertTrue(s.isAnimating(at: 0.05), "the fade still runs")
        settle(s, from: 0)
        XCTAssertEqual(s.state["demo"], "deck")
        XCTAssertEqual(s.state["deck.state"], "closed")
    }

    func testPickingTheShownDemoJustClosesTheDrawer() {
        let s = shell()
        s.deck.open(.left, animated: false, now: 0)
        click(s, Point(100, s.menu.rows[1].frame.midY), at: 0)
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

    func testDraggingTheTopBarOpensADrawer() {
        let s = shell()
        s.send(GestureScript.drag(from: Point(700, 24), to: Point(300, 24), velocity: Point(-900, 0)), now: 0)
        XCTAssertEqual(s.state["deck.state"], "right")
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
                       ["Momentum", "Page control", "Toolbars", "Slow animations", "Show touches", "Frame times", "Reduced motion"])
        s.show(.deck, now: 0)
        XCTAssertTrue(s.settingsList.rows.map(\.title).contains("Left ledge"))
        XCTAssertEqual(s.settingsList.rows.last?.title, "Reduced motion")
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
                XCTAssertEqual(app.state["deck.state"], "left", "\(demo) \(size)")
                XCTAssertNotNil(Int(app.state["deck.offset"] ?? ""), "\(demo) \(size)")
                let buffer = OffscreenBuffer(size: size)
                app.render(into: buffer.buffer, now: 1)
                XCTAssertFalse(app.isAnimating(now: 1))
            }
        }
    }

    func testAComingSoonPageSaysSoAndTakesNoInput() {
        let page = ShellComingSoonPage(ShellEntry.entry(.museum))
        page.layout(size: Size(800, 600), now: 0)
        XCTAssertFalse(page.handle(.press(Point(10, 10), button: 1, modifiers: []), now: 0))
        guard case .snapshot(let snap) = page.scene(at: 0) else { return XCTFail("drawn once into a snapshot") }
        XCTAssertTrue(texts(snap.content()).contains("Coming soon"))
        XCTAssertTrue(texts(snap.content()).contains("Museum"))
    }

    private func texts(_ n: SceneNode) -> [String] {
        switch n {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t.text]
        default: return []
        }
    }
}
