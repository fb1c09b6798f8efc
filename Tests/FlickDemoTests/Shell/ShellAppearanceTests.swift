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
        XCTAssertTrue(SceneProbe.fills(shell.menu.list.scene(now: 0)).contains(Palette.dark.sidebarBackground))
        XCTAssertEqual(shell.settingsList.group.background, Palette.dark.sidebarBackground)
        shell.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .light))
        let menu = SceneProbe.fills(shell.menu.list.scene(now: 0))
        XCTAssertTrue(menu.contains(Palette.light.sidebarBackground))
        XCTAssertFalse(menu.contains(Palette.dark.sidebarBackground))
        XCTAssertEqual(shell.settingsList.group.background, Palette.light.sidebarBackground)
        shell.layout(size: size, now: 0, environment: ComponentEnvironment(appearance: .dark))
        XCTAssertEqual(shell.menu.list.background, Palette.dark.sidebarBackground, "and back")
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
