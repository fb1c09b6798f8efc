@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// The theme as `AppController` applies it: the command line's over the setting, resolved against
/// the system's scheme (dark while it says nothing), published as `appearance`.
final class AppControllerThemeTests: XCTestCase {
    private func app(theme: ThemePreference? = nil) -> AppController {
        AppController(demo: .shell, size: Size(1024, 700), theme: theme, now: 0)
    }

    func testWithoutAChoiceTheAppFollowsTheSystemAndIsDarkWhileItSaysNothing() {
        let a = app()
        XCTAssertEqual(a.settings.effectiveTheme, .system)
        XCTAssertEqual(a.state["appearance"], "dark")
        a.systemAppearanceChanged(.light, now: 1)
        XCTAssertEqual(a.state["appearance"], "light")
        XCTAssertEqual(a.host.environment.appearance, .light, "the tree lays out in it")
        a.systemAppearanceChanged(nil, now: 2)
        XCTAssertEqual(a.state["appearance"], "dark")
    }

    func testTheCommandLinesThemeWinsOverTheSettingAndTheSystem() {
        let a = app(theme: .light)
        a.settings.theme = .dark
        a.systemAppearanceChanged(.dark, now: 1)
        XCTAssertEqual(a.state["appearance"], "light")
        XCTAssertEqual(a.settings.theme, .dark, "the saved setting is untouched")
    }

    func testChoosingInTheSettingsReplacesTheCommandLinesChoiceForTheRun() {
        let a = app(theme: .light)
        a.settings.chooseTheme(.system)
        XCTAssertNil(a.settings.commandLineTheme)
        XCTAssertEqual(a.state["appearance"], "dark", "the system has said nothing")
        a.systemAppearanceChanged(.light, now: 1)
        XCTAssertEqual(a.state["appearance"], "light")
        a.settings.chooseTheme(.dark)
        XCTAssertEqual(a.state["appearance"], "dark")
    }

    func testTheShellsSettingsHaveTheAppearanceChoice() throws {
        let a = app(theme: .dark)
        let shell = try XCTUnwrap(a.root as? Shell)
        let row = try XCTUnwrap(shell.appSection.settings.first { $0.title == "Appearance" })
        guard case .choice(let options, let get, let set) = row.kind else { return XCTFail("\(row.kind)") }
        XCTAssertEqual(options, ["Follow system", "Light", "Dark"])
        XCTAssertEqual(get(), 2, "the command line's dark")
        set(1, 0)
        XCTAssertEqual(a.settings.theme, .light)
        XCTAssertEqual(a.state["appearance"], "light")
        XCTAssertEqual(get(), 1)
    }
}
