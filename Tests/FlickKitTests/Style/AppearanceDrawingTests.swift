import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// Every FlickKit part draws in the appearance it was last laid out in, and one layout in the
/// other appearance redraws it in that one's colours (nothing rebuilt, no stale snapshot).
final class AppearanceDrawingTests: XCTestCase {
    private let light = ComponentEnvironment(appearance: .light)
    private let dark = ComponentEnvironment(appearance: .dark)
    private let size = Size(400, 300)

    private func colors(_ c: Component) -> [Color] { SceneProbe.colors(c.scene(now: 0)) }

    func testAListRowTakesTheLightStyleAndBackAfterOneLayout() {
        let row = ListRow("Wi-Fi", subtitle: "Connected")
        row.layout(size: Size(300, 60), now: 0, environment: light)
        XCTAssertTrue(colors(row).contains(Palette.light.text))
        XCTAssertFalse(colors(row).contains(Palette.dark.text))
        row.layout(size: Size(300, 60), now: 0, environment: dark)
        XCTAssertTrue(colors(row).contains(Palette.dark.text))
        XCTAssertFalse(colors(row).contains(Palette.light.text))
    }

    func testAControlTheAppGaveAStyleKeepsIt() {
        let button = Button("OK", style: .standard)
        button.layout(size: Size(80, 32), now: 0, environment: light)
        XCTAssertEqual(button.style, .standard)
        XCTAssertTrue(colors(button).contains(Palette.dark.text))
        let follower = Button("OK")
        follower.layout(size: Size(80, 32), now: 0, environment: light)
        XCTAssertEqual(follower.style, .light)
        XCTAssertTrue(colors(follower).contains(Palette.light.controlFill))
    }

    func testASwitchOfAppearanceRedrawsAControlsCachedDrawing() {
        let row = ListRow("Wi-Fi")
        row.layout(size: Size(300, 48), now: 0, environment: dark)
        let before = row.revision
        row.layout(size: Size(300, 48), now: 0, environment: light)
        XCTAssertNotEqual(row.revision, before, "a parent's snapshot of the row must not stay dark")
    }

    func testAToolbarIsLightInALightEnvironment() {
        let bar = Toolbar(title: "Photos", buttons: [ToolbarButton(id: "a", title: "Share", icon: .none) { _ in }])
        bar.setShown(true, now: 0, animated: false)
        bar.layout(size: Size(400, Toolbar.heightPx), now: 0, environment: light)
        XCTAssertTrue(colors(bar).contains(Palette.light.overlayBarBackground))
        XCTAssertTrue(colors(bar).contains(Palette.light.text))
        bar.layout(size: Size(400, Toolbar.heightPx), now: 0, environment: dark)
        XCTAssertTrue(colors(bar).contains(Palette.dark.overlayBarBackground))
        XCTAssertFalse(colors(bar).contains(Palette.light.overlayBarBackground))
    }

    func testANavigationBarWithoutAFillTakesThePalettesBarAndKeepsOneGiven() {
        let bar = NavigationBar(title: "Settings", leading: [Button("‹")])
        bar.layout(size: Size(400, NavigationBar.heightPx), now: 0, environment: light)
        XCTAssertEqual(bar.background, Palette.light.barBackground)
        XCTAssertTrue(colors(bar).contains(Palette.light.text))
        XCTAssertEqual(bar.leadingItems[0].style, .light, "its buttons follow the bar's environment")
        bar.layout(size: Size(400, NavigationBar.heightPx), now: 0, environment: dark)
        XCTAssertEqual(bar.background, Palette.dark.barBackground)
        let red = Color(hex: 0xC01C28)
        let given = NavigationBar(title: "Red", background: red)
        given.layout(size: Size(400, 48), now: 0, environment: light)
        XCTAssertEqual(given.background, red)
    }

    func testASettingsListIsLightAndItsCachedBandsFollowASwitch() {
        var on = true
        let list = SettingsList(heading: "Settings", sections: [
            SettingsSection("Behaviour", [Setting("Wrap around", kind: .toggle(get: { on }, set: { v, _ in on = v }))]),
        ])
        list.layout(size: size, now: 0, environment: light)
        let lightScene = list.scene(now: 0)
        XCTAssertTrue(SceneProbe.colors(lightScene).contains(Palette.light.viewBackground))
        XCTAssertTrue(SceneProbe.colors(lightScene).contains(Palette.light.text))
        let lightVersions = SceneProbe.snapshots(lightScene).map(\.version)
        list.layout(size: size, now: 0, environment: dark)
        let darkScene = list.scene(now: 0)
        XCTAssertTrue(SceneProbe.colors(darkScene).contains(Palette.dark.viewBackground))
        XCTAssertFalse(SceneProbe.colors(darkScene).contains(Palette.light.text))
        XCTAssertNotEqual(SceneProbe.snapshots(darkScene).map(\.version), lightVersions,
                          "the cached bands are drawn again after a switch")
    }

    func testPageDotsAndTheCompactIndicatorUseThePalettesPill() {
        let dots = PageDots(count: 5)
        dots.layout(size: PageDots.preferredSize(count: 5), now: 0, environment: light)
        XCTAssertEqual(dots.pillColor, Palette.light.pill)
        XCTAssertTrue(colors(dots).contains(Palette.light.pill))
        dots.layout(size: PageDots.preferredSize(count: 5), now: 0, environment: dark)
        XCTAssertTrue(colors(dots).contains(Palette.dark.pill))
        let indicator = PageIndicator(count: 500)
        indicator.layout(size: Size(120, 24), now: 0, environment: light)
        XCTAssertTrue(colors(indicator).contains(Palette.light.pill))
    }

    func testTheTooltipIsDrawnInThePalettesTooltipColours() {
        var tracker = TooltipTracker()
        _ = tracker.follow(Tooltip("Share", anchor: Rect(x: 10, y: 10, width: 40, height: 30)), now: 0)
        _ = tracker.advance(to: 10)
        let drawn = SceneProbe.colors(tracker.scene(in: size, palette: .light))
        XCTAssertTrue(drawn.contains(Palette.light.tooltipBackground))
        XCTAssertTrue(drawn.contains(Palette.light.tooltipText))
    }

    func testTheShortcutsOverlayIsLightInALightEnvironment() {
        let overlay = ShortcutsOverlay { ("Swiper", [ShortcutGroup("Pages", [Shortcut("Next page", keys: ["Right"])])]) }
        overlay.layout(size: Size(800, 600), now: 0, environment: light)
        overlay.setOpen(true, now: 0, animated: false)
        XCTAssertTrue(colors(overlay).contains(Palette.light.cardBackground))
        XCTAssertTrue(colors(overlay).contains(Palette.light.text))
        overlay.layout(size: Size(800, 600), now: 0, environment: dark)
        XCTAssertTrue(colors(overlay).contains(Palette.dark.cardBackground))
        // The light panel's white is also the dark text's colour; the light text is the light look's alone.
        XCTAssertFalse(colors(overlay).contains(Palette.light.text))
    }

    func testTheGridsBackgroundAndTilesFollowTheAppearance() {
        var drawnIn: [Appearance] = []
        let grid = PagedGrid(items: (0..<4).map { i in
            PagedGridItem(id: "\(i)") { tile in drawnIn.append(tile.appearance); return .empty }
        })
        grid.layout(size: size, now: 0, environment: light)
        let lightScene = grid.scene(now: 0)
        XCTAssertTrue(SceneProbe.colors(lightScene).contains(Palette.light.viewBackground))
        XCTAssertEqual(Set(drawnIn), [.light])
        let lightVersions = SceneProbe.snapshots(lightScene).map(\.version)
        drawnIn = []
        grid.layout(size: size, now: 0, environment: dark)
        let darkScene = grid.scene(now: 0)
        XCTAssertTrue(SceneProbe.colors(darkScene).contains(Palette.dark.viewBackground))
        XCTAssertEqual(Set(drawnIn), [.dark])
        XCTAssertNotEqual(SceneProbe.snapshots(darkScene).map(\.version), lightVersions)
    }

    func testTheSwiperAndTheSlidesStandOnThePalettesWindowBackground() {
        let swiper = Swiper(pageCount: 3) { _ in DrawnView { _ in .empty } }
        swiper.layout(size: size, now: 0, environment: light)
        XCTAssertEqual(SceneProbe.colors(swiper.scene(now: 0)).first, Palette.light.windowBackground)
        swiper.layout(size: size, now: 0, environment: dark)
        XCTAssertEqual(SceneProbe.colors(swiper.scene(now: 0)).first, Palette.dark.windowBackground)
        let slides = SlideController()
        slides.layout(size: size, now: 0, environment: light)
        XCTAssertEqual(SceneProbe.colors(slides.scene(now: 0)).first, Palette.light.windowBackground)
    }

    func testAPicturesPlaceholderIsThePalettesAndItsVersionFollowsTheAppearance() {
        let view = PictureView(file: "/nonexistent.png")
        view.layout(size: Size(100, 100), now: 0, environment: light)
        XCTAssertEqual(colors(view), [Palette.light.placeholder])
        let lightVersion = view.contentVersion
        view.layout(size: Size(100, 100), now: 0, environment: dark)
        XCTAssertEqual(colors(view), [Palette.dark.placeholder])
        XCTAssertNotEqual(view.contentVersion, lightVersion)
    }

    func testAContentVersionIsItselfInDarkAndNeverMeetsALightOne() {
        XCTAssertEqual(Appearance.dark.version(7), 7)
        for v in [0, 1, 7, 1_000] {
            XCTAssertFalse([0, 1, 7, 1_000].contains(Appearance.light.version(v)))
        }
    }
}
