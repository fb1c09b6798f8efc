import FlickTestSupport
import FlickCairo
import FlickCore
@testable import FlickDemo
@testable import FlickKit
import XCTest

/// The swiper demo's own page component, and swipers drawn by the real renderer.
final class SwiperDemoTests: XCTestCase {
    /// A page of one solid colour, versioned (drawn once).
    private final class ColorPage: Component {
        let color: Color
        var size = Size(1, 1)
        init(_ color: Color) { self.color = color }
        func layout(size: Size, now: Double) { self.size = size }
        func handle(_ gesture: Gesture, now: Double) -> Bool { false }
        func scene(now: Double) -> SceneNode { .fill(Rect(size: size), color) }
        func isAnimating(now: Double) -> Bool { false }
        var state: [String: String] { [:] }
        var contentVersion: Int? { 0 }
    }

    private func render(_ swipers: [Swiper], renderer: CairoRenderer, buffer: OffscreenBuffer, now: Double) {
        let scenes = swipers.enumerated().map { i, s in SceneNode.translated(Double(i) * 100, 0, [s.scene(now: now)]) }
        renderer.render(.stack(scenes), into: buffer.buffer)
    }

    func testTwoDefaultSwipersInOneRendererDrawTheirOwnPages() {
        let red = Swiper(pageCount: 3) { _ in ColorPage(Color(hex: 0xD03030)) }
        let blue = Swiper(pageCount: 3) { _ in ColorPage(Color(hex: 0x3030D0)) }
        for s in [red, blue] { s.layout(size: Size(100, 80), now: 0) }
        let renderer = CairoRenderer()
        let buffer = OffscreenBuffer(width: 200, height: 80)
        for t in 0..<3 { render([red, blue], renderer: renderer, buffer: buffer, now: Double(t)) }
        XCTAssertTrue(buffer.pixel(x: 50, y: 20) == (255, 0xD0, 0x30, 0x30), "\(buffer.pixel(x: 50, y: 20))")
        XCTAssertTrue(buffer.pixel(x: 150, y: 20) == (255, 0x30, 0x30, 0xD0), "\(buffer.pixel(x: 150, y: 20))")
        XCTAssertEqual(renderer.snapshots.renderCount, 2, "each center page drawn once (the neighbours are out of view)")
    }

    func testTheDemoTurnsMomentumOnWhichTheLibraryLeavesOff() throws {
        XCTAssertFalse(SwiperOptions().allowsMomentum)
        XCTAssertTrue(SwiperDemo.make().options.allowsMomentum)
        XCTAssertTrue(try XCTUnwrap(Shell(start: .swiper).demoView as? Swiper).options.allowsMomentum)
    }

    func testPagingBackAndForthRendersNoPageAgain() {
        let swiper = SwiperDemo.make()
        swiper.layout(size: Size(320, 200), now: 0)
        let renderer = CairoRenderer()
        let buffer = OffscreenBuffer(width: 320, height: 200)
        var now = 0.0
        func settle() {
            repeat {
                now += 1.0 / 60
                swiper.advance(to: now)
                render([swiper], renderer: renderer, buffer: buffer, now: now)
            } while swiper.isAnimating(now: now)
        }
        settle()
        XCTAssertEqual(renderer.snapshots.renderCount, 1, "A (its neighbours are out of view)")
        swiper.next(now: now); settle()
        XCTAssertEqual(renderer.snapshots.renderCount, 2, "B comes into view for the first time")
        for _ in 0..<2 { swiper.next(now: now); settle() }
        XCTAssertEqual(renderer.snapshots.renderCount, 4, "then C and D; A's slot was recycled for D")
        for _ in 0..<2 {
            for _ in 0..<3 { swiper.previous(now: now); settle() }
            for _ in 0..<3 { swiper.next(now: now); settle() }
        }
        XCTAssertEqual(swiper.state["swiper.item"], "Dune")
        XCTAssertEqual(renderer.snapshots.renderCount, 4, "every page seen before comes from its image")
        XCTAssertEqual(swiper.pages.count, 3)
        swiper.handle(.tap(Point(160, 100), count: 1, button: 1, modifiers: []), now: now)
        settle()
        XCTAssertEqual(renderer.snapshots.renderCount, 5, "a tap redraws its page once")
        XCTAssertEqual(swiper.state["swiper.taps"], "1")
    }

    func testTheDemoPublishesTheContractKeys() {
        let swiper = SwiperDemo.make()
        XCTAssertEqual(swiper.state, ["swiper.index": "0", "swiper.item": "Aurora", "swiper.taps": "0",
                                      "swiper.slots": "G,A,B", "swiper.toolbars": "hidden"])
        XCTAssertEqual(swiper.topBar.title, "1 of 7 — Aurora")
        XCTAssertTrue(swiper.options.pagesAreOpaque)
        let more = SwiperDemo.make(itemCount: 9)
        more.go(to: 8, animated: false, now: 0)
        XCTAssertEqual(more.state["swiper.item"], "Birch 2")
        XCTAssertEqual(more.state["swiper.slots"], "A2,B2,A")
    }

    func testThePageShowsTheItemIdNameSubtitleAndTapsInDejaVuSans() {
        let page = SwiperDemoPages().page(0)
        page.layout(size: Size(1000, 700), now: 0)
        let untapped = page.contentVersion
        page.handle(.tap(Point(5, 5), count: 1, button: 1, modifiers: []), now: 0)
        page.handle(.tap(Point(5, 5), count: 1, button: 3, modifiers: []), now: 0)
        let nodes = SceneProbe.textNodes(page.scene(now: 1))
        XCTAssertEqual(nodes.map(\.text), ["A", "Aurora", "Northern lights over the tundra", "1 tap"])
        XCTAssertTrue(nodes.allSatisfy { $0.font.family == "DejaVu Sans" })
        XCTAssertGreaterThan(nodes[1].font.size, nodes[2].font.size, "the name is the title, the subtitle smaller")
        XCTAssertNotEqual(page.contentVersion, untapped, "a tap draws the page again")
        page.handle(.tap(Point(5, 5), count: 1, button: 1, modifiers: []), now: 2)
        XCTAssertEqual(SceneProbe.texts(page.scene(now: 3)).last, "2 taps")
    }

    func testATapPulsesTheBadgeAndThePageComesToRest() {
        let page = SwiperDemoPages().page(1)
        page.layout(size: Size(1000, 700), now: 0)
        XCTAssertFalse(page.isAnimating(now: 0))
        page.handle(.tap(Point(5, 5), count: 1, button: 1, modifiers: []), now: 1)
        XCTAssertTrue(page.isAnimating(now: 1.1), "the badge pulses: the page is drawn live")
        XCTAssertGreaterThan(page.pulse.value(now: 1.1), 0)
        XCTAssertFalse(page.isAnimating(now: 1 + SwiperDemoPage.pulseS + 0.01), "then rests and is cached again")
        XCTAssertEqual(page.pulse.value(now: 1 + SwiperDemoPage.pulseS + 0.01), 0)
    }

    func testASmallPageLeavesOutTheSubtitleAndShowsTheCountAlone() {
        let page = SwiperDemoPages().page(0)
        page.layout(size: Size(320, 240), now: 0)
        XCTAssertEqual(SceneProbe.texts(page.scene(now: 0)), ["A", "Aurora", "0"])
    }

    func testTheDemoKeepsOnePagePerItem() {
        let pages = SwiperDemoPages()
        XCTAssertTrue(pages.page(2) === pages.page(9), "wrapped into the list")
        XCTAssertFalse(pages.page(2) === pages.page(3))
        XCTAssertEqual(SwiperDemoPages(itemCount: 0).count, 7, "no items: the samples")
    }

    func testTheShellRebuildsTheSwiperWithTheSamePagesAndTapCounts() {
        let s = Shell(start: .swiper)
        s.layout(size: Size(1024, 700), now: 0)
        let old = s.demoView as! Swiper
        old.go(to: 3, animated: false, now: 0)
        old.handle(.tap(Point(500, 400), count: 1, button: 1, modifiers: []), now: 0)
        _ = old.scene(now: 0)
        old.handle(.tap(Point(500, 400), count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(s.state["swiper.taps"], "2")
        let row = s.settingsList.row(titled: "Momentum")!
        s.settingsList.send(GestureScript.click(Point(row.frame.minX + 20, row.frame.midY)))
        let rebuilt = s.demoView as! Swiper
        XCTAssertFalse(rebuilt === old)
        XCTAssertEqual(rebuilt.state["swiper.taps"], "2", "the taps live on the kept pages")
        XCTAssertEqual(rebuilt.state["swiper.item"], "Dune")
        XCTAssertTrue(rebuilt.options.pagesAreOpaque)
    }

    func testAPagesCardAndCaptionAreDrawnLightInALightEnvironmentAndTheCacheMovesOn() {
        let page = SwiperDemoPage(item: SwiperDemoItem.samples[0])
        let size = Size(800, 600)
        page.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        let darkVersion = page.contentVersion
        XCTAssertTrue(SceneProbe.fills(page.scene(now: 0)).contains(Palette.dark.cardBackground))
        page.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        XCTAssertNotEqual(page.contentVersion, darkVersion, "the cached dark drawing is not shown again")
        let scene = page.scene(now: 0)
        XCTAssertTrue(SceneProbe.fills(scene).contains(Palette.light.windowBackground))
        XCTAssertTrue(SceneProbe.fills(scene).contains(Palette.light.cardBackground))
        XCTAssertTrue(SceneProbe.textColors(scene).contains(Palette.light.text))
        XCTAssertFalse(SceneProbe.fills(scene).contains(Palette.dark.cardBackground))
    }
}
