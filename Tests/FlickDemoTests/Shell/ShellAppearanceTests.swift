@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The shell draws in the appearance it was last laid out in: its drawers, the coming-soon page
/// and the first-launch hint, switching at the next layout.
final class ShellAppearanceTests: XCTestCase {
    private let size = Size(1024, 700)

    func testTheDrawersTakeTheSidebarColourOfTheAppearanceAndSwitchAtOneRelayout() {
        let shell = Shell(start: .deck)
        shell.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        XCTAssertTrue(SceneProbe.fills(shell.menu.list.scene(at: 0)).contains(Palette.dark.sidebarBackground))
        XCTAssertEqual(shell.settingsList.group.background, Palette.dark.sidebarBackground)
        shell.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        let menu = SceneProbe.fills(shell.menu.list.scene(at: 0))
        XCTAssertTrue(menu.contains(Palette.light.sidebarBackground))
        XCTAssertFalse(menu.contains(Palette.dark.sidebarBackground))
        XCTAssertEqual(shell.settingsList.group.background, Palette.light.sidebarBackground)
        shell.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        XCTAssertEqual(shell.menu.list.background, Palette.dark.sidebarBackground, "and back")
    }

    func testAComingSoonPageIsDrawnAgainInANewAppearance() {
        let page = ShellComingSoonPage(ShellEntry.entry(.museum))
        page.layout(size: Size(800, 600), now: 0, environment: ComponentEnvironment(appearance: .dark))
        guard case .snapshot(let dark) = page.scene(at: 0) else { return XCTFail("a snapshot") }
        XCTAssertTrue(SceneProbe.fills(dark.content()).contains(Palette.dark.viewBackground))
        page.layout(size: Size(800, 600), now: 0, environment: ComponentEnvironment(appearance: .light))
        guard case .snapshot(let light) = page.scene(at: 0) else { return XCTFail("a snapshot") }
        XCTAssertNotEqual(light.version, dark.version, "a new version, so no cached dark image stays")
        XCTAssertTrue(SceneProbe.fills(light.content()).contains(Palette.light.viewBackground))
        XCTAssertTrue(SceneProbe.textColors(light.content()).contains(Palette.light.text))
    }

    func testTheFirstLaunchHintIsDrawnInThePalettesColours() {
        let hint = FirstLaunchHint.of(.swiper)
        let light = hint.scene(in: size, elapsed: 1, palette: .light)
        XCTAssertTrue(SceneProbe.textColors(light).allSatisfy { $0 == Palette.light.text })
        XCTAssertTrue(SceneProbe.fills(light).contains(Palette.light.overlayBarBackground))
        let dark = hint.scene(in: size, elapsed: 1, palette: .dark)
        XCTAssertTrue(SceneProbe.textColors(dark).allSatisfy { $0 == Palette.dark.text })
        XCTAssertFalse(SceneProbe.fills(dark).contains(Palette.light.overlayBarBackground))
    }
}
