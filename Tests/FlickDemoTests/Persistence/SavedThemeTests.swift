@testable import FlickDemo
import FlickCore
import FlickKit
import Foundation
import XCTest

/// The saved "Appearance" setting: written as its word, read back, and read tolerantly (a word
/// this Flick does not know, or a value of another kind, is Follow system; the rest of the file
/// still counts). The command line's choice is never saved.
final class SavedThemeTests: XCTestCase {
    private var dirs: StateDirs!

    override func setUp() { dirs = StateDirs.empty() }
    override func tearDown() { dirs.remove() }

    private var locations: StateLocations {
        StateLocations(configDirectory: URL(fileURLWithPath: dirs.config + "/flick"),
                       stateDirectory: URL(fileURLWithPath: dirs.state + "/flick"))
    }

    /// A run as `flick` makes it, with `theme` from the command line.
    private func launch(theme: ThemePreference? = nil) -> (AppController, SessionKeeper) {
        let keeper = SessionKeeper(locations: locations, fresh: false, warn: { _ in })
        let app = AppController(demo: .shell, root: keeper.makeRoot(.shell, now: 0), size: Size(1024, 700), theme: theme, now: 0)
        keeper.attach(to: app, now: 0)
        app.keeper = keeper
        return (app, keeper)
    }

    func testTheChosenThemeIsSavedAndReadBack() throws {
        let (app, keeper) = launch()
        app.settings.chooseTheme(.light)
        keeper.update(now: 0.1)
        keeper.flush()
        let text = try String(contentsOfFile: dirs.settingsFile, encoding: .utf8)
        XCTAssertTrue(text.contains("\"theme\":\"light\""), text)
        let (again, _) = launch()
        XCTAssertEqual(again.settings.theme, .light)
        XCTAssertEqual(again.state["appearance"], "light")
    }

    func testTheCommandLinesThemeIsNotSaved() throws {
        let (app, keeper) = launch(theme: .light)
        app.settings.slowAnimations = true
        keeper.update(now: 0.1)
        keeper.flush()
        let text = try String(contentsOfFile: dirs.settingsFile, encoding: .utf8)
        XCTAssertTrue(text.contains("\"theme\":\"system\""), text)
        XCTAssertEqual(launch().0.state["appearance"], "dark")
    }

    func testHostileSavedThemesAreFollowSystemAndKeepTheRestOfTheFile() {
        for value in ["\"purple\"", "\"\"", "\"LIGHT\"", "5", "true", "null", "[\"light\"]", "{\"a\":1}"] {
            dirs.write(settings: "{\"version\":1,\"app\":{\"reducedMotion\":true,\"theme\":\(value)}}")
            let (app, _) = launch()
            XCTAssertEqual(app.settings.theme, .system, value)
            XCTAssertTrue(app.settings.reducedMotion, "\(value): the rest of the app's settings still count")
            XCTAssertEqual(app.state["appearance"], "dark", value)
        }
    }

    func testAKnownSavedThemeIsApplied() {
        dirs.write(settings: "{\"version\":1,\"app\":{\"theme\":\"dark\"}}")
        XCTAssertEqual(launch().0.settings.theme, .dark)
    }
}
