@testable import FlickDemo
import FlickCairo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The shell's finish: reduced motion reaching every demo, the frame-time panel clear of the top
/// bar's buttons, demo descriptions that wrap instead of being cut, focus rings inside the drawers.
final class ShellFinishTests: XCTestCase {
    private func key(_ app: AppController, _ name: String, at t: Double) {
        app.handle(.key(KeyInput(key: KeyCombo(name), time: t)), now: t)
    }

    func testReducedMotionReachesTheSlidesInTheShellThroughTheAppSettings() throws {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        let shell = try XCTUnwrap(app.root as? Shell)
        shell.show(.slides, now: 0)
        let slides = try XCTUnwrap(shell.demoView as? SlidesDemo)
        XCTAssertEqual(slides.controller.style, .slide)
        app.settings.reducedMotion = true
        app.advance(to: 0)
        XCTAssertEqual(slides.controller.style, .crossFade, "the setting reaches the shown slides at the next frame")
        // A slide now dissolves in place: halfway through, the scene on top is not moved.
        key(app, "Right", at: 0)
        app.advance(to: 0.25)
        XCTAssertEqual(slides.controller.style, .crossFade)
        XCTAssertEqual(slides.controller.options.style, .slide, "the controller's own option is untouched")
        app.settings.reducedMotion = false
        app.advance(to: 0.25)
        XCTAssertEqual(slides.controller.style, .slide, "and switching it off reaches it too")
    }

    func testReducedMotionReachesEveryDemoShownBeforeOrAfterTheChange() throws {
        for switchFirst in [false, true] {
            let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
            let shell = try XCTUnwrap(app.root as? Shell)
            if switchFirst { app.settings.reducedMotion = true }
            for entry in ShellEntry.all { shell.show(entry.demo, now: 0) }
            if !switchFirst { app.settings.reducedMotion = true }
            app.advance(to: 0)
            for entry in ShellEntry.all {
                shell.show(entry.demo, now: 0)
                app.advance(to: 0)
                let motion = try XCTUnwrap(reducedMotion(of: try XCTUnwrap(shell.demos[entry.demo])), "\(entry.demo) reads it")
                XCTAssertTrue(motion, "\(entry.demo), switched \(switchFirst ? "before" : "after")")
            }
        }
    }

    func testWithReducedMotionTheSwiperChangesPagesInPlaceFadingTheNewOneIn() throws {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        let shell = try XCTUnwrap(app.root as? Shell)
        app.settings.reducedMotion = true
        app.advance(to: 0)
        let swiper = try XCTUnwrap(shell.demoView as? Swiper)
        XCTAssertTrue(swiper.environment.reducedMotion)
        key(app, "Right", at: 0)
        XCTAssertEqual(app.state["swiper.index"], "1")
        app.advance(to: 0.1)
        XCTAssertEqual(swiper.position.value(now: 0.1), 1, "no slide: the page is in place at once")
        XCTAssertFalse(swiper.position.isAnimating(now: 0.1))
        XCTAssertLessThan(swiper.pageFade.value(now: 0.1), 1, "the new page fades in")
        XCTAssertTrue(app.isAnimating(now: 0.1))
        app.advance(to: 0.5)
        XCTAssertFalse(app.isAnimating(now: 0.5))
        XCTAssertEqual(swiper.pageFade.value(now: 0.5), 1)
        // A swiper rebuilt with other options (the settings drawer) keeps the setting.
        let row = try XCTUnwrap(shell.settingsList.row(titled: "Page control"))
        shell.settingsList.send(GestureScript.click(Point(row.frame.minX + 20, row.frame.midY)))
        app.advance(to: 0.5)
        XCTAssertTrue(try XCTUnwrap(shell.demoView as? Swiper).environment.reducedMotion)
    }

    /// The reduced motion a demo's component was laid out with, or nil for one that reads none.
    private func reducedMotion(of view: any Component) -> Bool? {
        switch view {
        case let v as Swiper: return v.environment.reducedMotion
        case let v as CarouselDemoView: return v.carousel.environment.reducedMotion
        case let v as DeckDemo: return v.deck.environment.reducedMotion
        case let v as Museum: return v.environment.reducedMotion
        case let v as SlidesDemo: return v.controller.environment.reducedMotion
        default: return nil
        }
    }

    func testTheFrameTimePanelLeavesTheShellsBarButtonsFree() throws {
        for size in [Size(1024, 700), Size(640, 480), Size(320, 240)] {
            let app = AppController(demo: .shell, size: size, now: 0)
            let shell = try XCTUnwrap(app.root as? Shell)
            app.settings.frameTimeOverlay = true
            let panel = FrameTimeOverlay.panelFrame(in: app.layoutSize)
            let bar = try XCTUnwrap(shell.stack.topBarFrame)
            for button in shell.stack.rootLeadingItems + shell.stack.trailingItems {
                let f = button.frame.offsetBy(dx: bar.minX, dy: bar.minY)
                XCTAssertGreaterThan(f.width, 0)
                XCTAssertFalse(panel.intersects(f), "\(size): the panel \(panel) covers \(button.title) at \(f)")
            }
            XCTAssertGreaterThanOrEqual(panel.minY, 0)
            XCTAssertLessThanOrEqual(panel.maxX, app.layoutSize.width)
        }
    }

    func testTheFrameTimePanelIsDrawnWhereItsFrameSays() {
        let app = AppController(demo: .swiper, size: Size(1024, 700), now: 0)
        app.settings.frameTimeOverlay = true
        let buffer = OffscreenBuffer(width: 1024, height: 700)
        app.render(into: buffer.buffer, now: 0)
        let panel = FrameTimeOverlay.panelFrame(in: Size(1024, 700))
        XCTAssertTrue(fills(app.scene(now: 0)).contains(panel))
    }

    func testEveryDemoDescriptionInTheListFitsItsRowWithoutBeingCut() throws {
        try FontPinning.pin()
        let menu = ShellMenu()
        menu.list.layout(size: Size(Shell.menuWidthPx, 700), now: 0)
        let text = TextRenderer()
        let style = ControlStyle.standard
        let oneLine = text.measure("Ag", font: style.smallFont, maxWidth: nil).height
        var wrapped = 0
        for (row, entry) in zip(menu.rows, ShellEntry.all) {
            let width = row.frame.width - 2 * style.paddingPx
            let lines = Int((text.measure(entry.blurb, font: style.smallFont, maxWidth: width).height / oneLine).rounded())
            XCTAssertLessThanOrEqual(lines, row.subtitleMaxLines, "\(entry.title): \(lines) lines")
            XCTAssertGreaterThanOrEqual(row.frame.height, ListRow.height(subtitleLines: lines), entry.title)
            if lines > 1 { wrapped += 1 }
        }
        XCTAssertGreaterThan(wrapped, 0, "some descriptions are longer than the drawer is wide")
    }

    func testAFocusedRowSpanningADrawerKeepsItsWholeRingInside() {
        let row = ListRow("Deck", subtitle: "Side drawers", action: { _ in })
        row.frame = Rect(x: 0, y: 0, width: Shell.menuWidthPx, height: 77)
        row.isFocused = true
        let rings = strokes(row.scene(now: 0))
        XCTAssertEqual(rings.count, 1)
        for (r, width) in rings {
            let outer = r.insetBy(-width / 2)
            XCTAssertGreaterThanOrEqual(outer.minX, 0)
            XCTAssertGreaterThanOrEqual(outer.minY, 0)
            XCTAssertLessThanOrEqual(outer.maxX, row.frame.width)
            XCTAssertLessThanOrEqual(outer.maxY, row.frame.height)
        }
    }

    private func fills(_ n: SceneNode) -> [Rect] {
        switch n {
        case .group(let g): return g.children.flatMap(fills)
        case .rect(let r, _, _): return [r]
        default: return []
        }
    }

    private func strokes(_ n: SceneNode) -> [(Rect, Double)] {
        switch n {
        case .group(let g): return g.children.flatMap(strokes)
        case .strokeRect(let r, _, let w, _): return [(r, w)]
        default: return []
        }
    }
}
