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
        XCTAssertTrue(SceneColors.fills(shell.menu.list.scene(at: 0)).contains(Palette.dark.sidebarBackground))
        XCTAssertEqual(shell.settingsList.group.background, Palette.dark.sidebarBackground)
        shell.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        let menu = SceneColors.fills(shell.menu.list.scene(at: 0))
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
        XCTAssertTrue(SceneColors.fills(dark.content()).contains(Palette.dark.viewBackground))
        page.layout(size: Size(800, 600), now: 0, environment: ComponentEnvironment(appearance: .light))
        guard case .snapshot(let light) = page.scene(at: 0) else { return XCTFail("a snapshot") }
        XCTAssertNotEqual(light.version, dark.version, "a new version, so no cached dark image stays")
        XCTAssertTrue(SceneColors.fills(light.content()).contains(Palette.light.viewBackground))
        XCTAssertTrue(SceneColors.texts(light.content()).contains(Palette.light.text))
    }

    func testTheFirstLaunchHintIsDrawnInThePalettesColours() {
        let hint = FirstLaunchHint.of(.swiper)
        let light = hint.scene(in: size, elapsed: 1, palette: .light)
        XCTAssertTrue(SceneColors.texts(light).allSatisfy { $0 == Palette.light.text })
        XCTAssertTrue(SceneColors.fills(light).contains(Palette.light.overlayBarBackground))
        let dark = hint.scene(in: size, elapsed: 1, palette: .dark)
        XCTAssertTrue(SceneColors.texts(dark).allSatisfy { $0 == Palette.dark.text })
        XCTAssertFalse(SceneColors.fills(dark).contains(Palette.light.overlayBarBackground))
    }
}
