import FlickApp
import FlickTesting
import FlickTracing
import XCTest

/// `--theme` and `FLICK_THEME`: the words, and a bad one as a usage error naming the words.
final class ThemeOptionTests: XCTestCase {
    func testTheThreeWordsAreTheThreePreferences() throws {
        XCTAssertEqual(try ThemeOption.parse("system", source: "--theme"), .system)
        XCTAssertEqual(try ThemeOption.parse("light", source: "--theme"), .light)
        XCTAssertEqual(try ThemeOption.parse("dark", source: "--theme"), .dark)
    }

    func testABadWordIsAUsageErrorNamingTheWords() {
        for bad in ["", "Light", "auto", "dark\n", String(repeating: "x", count: 500)] {
            XCTAssertThrowsError(try ThemeOption.parse(bad, source: "--theme"), bad) { error in
                let e = error as? FlickError
                XCTAssertEqual(e?.exitCode, 2)
                XCTAssertTrue(e?.message.contains("use system, light or dark") ?? false, e?.message ?? "")
                XCTAssertLessThan(e?.message.count ?? 0, 200, "the value is shortened")
            }
        }
    }

    func testAHeadlessRunAllowsLightAndDarkOnly() {
        XCTAssertEqual(try ThemeOption.parse("light", source: "--theme", allowed: [.light, .dark]), .light)
        XCTAssertThrowsError(try ThemeOption.parse("system", source: "--theme", allowed: [.light, .dark])) { error in
            XCTAssertTrue((error as? FlickError)?.message.contains("use light or dark") ?? false, "\(error)")
        }
    }

    func testFlickThemeIsReadFromTheEnvironment() throws {
        XCTAssertNil(try ThemeOption.fromEnvironment([:]))
        XCTAssertNil(try ThemeOption.fromEnvironment(["FLICK_THEME": ""]))
        XCTAssertEqual(try ThemeOption.fromEnvironment(["FLICK_THEME": "light"]), .light)
        XCTAssertThrowsError(try ThemeOption.fromEnvironment(["FLICK_THEME": "sepia"])) { error in
            XCTAssertTrue((error as? FlickError)?.message.hasPrefix("bad FLICK_THEME 'sepia'; use system, light or dark") ?? false, "\(error)")
        }
    }
}
