@testable import FlickKit
import XCTest

final class ThemePreferenceTests: XCTestCase {
    func testAFixedChoiceIgnoresTheSystem() {
        XCTAssertEqual(ThemePreference.light.resolved(system: .dark), .light)
        XCTAssertEqual(ThemePreference.dark.resolved(system: .light), .dark)
    }

    func testFollowingTheSystemTakesItsSchemeElseTheFallback() {
        XCTAssertEqual(ThemePreference.system.resolved(system: .light), .light)
        XCTAssertEqual(ThemePreference.system.resolved(system: nil), .dark)
        XCTAssertEqual(ThemePreference.system.resolved(system: nil, fallback: .light), .light)
    }

    func testSystemSchemeNames() {
        XCTAssertEqual(Appearance(systemSchemeName: "prefer-dark"), .dark)
        XCTAssertEqual(Appearance(systemSchemeName: "prefer-light"), .light)
        XCTAssertEqual(Appearance(systemSchemeName: "default"), .light)
        XCTAssertEqual(Appearance(systemSchemeName: "Adwaita-dark"), .dark)
        XCTAssertEqual(Appearance(systemSchemeName: "Adwaita"), .light)
        XCTAssertNil(Appearance(systemSchemeName: ""))
    }

    func testTitlesAreWhatSettingsShow() {
        XCTAssertEqual(ThemePreference.allCases.map(\.title), ["Follow system", "Light", "Dark"])
    }
}
