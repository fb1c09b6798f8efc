import FlickApp
import XCTest

/// The UI scale every Flick app chooses: the app's (--scale) > FLICK_SCALE > Xft.dpi > 1, with bad
/// values refused or ignored.
final class UIScaleTests: XCTestCase {
    func testXftDPIBecomesAScaleInQuarterSteps() {
        XCTAssertEqual(UIScale.scale(forXftDPI: "96"), 1)
        XCTAssertEqual(UIScale.scale(forXftDPI: "192"), 2)
        XCTAssertEqual(UIScale.scale(forXftDPI: "144"), 1.5)
        XCTAssertEqual(UIScale.scale(forXftDPI: "120"), 1.25)
        XCTAssertEqual(UIScale.scale(forXftDPI: " 191.8 "), 2)
        XCTAssertEqual(UIScale.scale(forXftDPI: "100"), 1, "a few dpi over 96 stay at 1")
        XCTAssertEqual(UIScale.scale(forXftDPI: "72"), 1, "low dpi never shrinks the UI")
        XCTAssertEqual(UIScale.scale(forXftDPI: "960"), 4, "the scale stays within 4")
    }

    func testGarbledXftDPIIsNotAScale() {
        for garbage in ["", "abc", "192dpi", "-96", "0", "nan", "inf", "1e400", "99999"] {
            XCTAssertNil(UIScale.scale(forXftDPI: garbage), garbage)
        }
    }

    func testTheOptionWinsOverTheEnvironmentAndXftDPI() throws {
        let chosen = try UIScale.choose(option: 1.5, environment: "3", xftDPI: "192")
        XCTAssertEqual(chosen.scale, 1.5)
        XCTAssertEqual(chosen.source, .option)
    }

    func testTheEnvironmentWinsOverXftDPI() throws {
        let chosen = try UIScale.choose(option: nil, environment: "3", xftDPI: "192")
        XCTAssertEqual(chosen.scale, 3)
        XCTAssertEqual(chosen.source, .environment)
    }

    func testXftDPIIsUsedWhenNothingElseSetsTheScale() throws {
        let chosen = try UIScale.choose(option: nil, environment: nil, xftDPI: "192")
        XCTAssertEqual(chosen.scale, 2)
        XCTAssertEqual(chosen.source, .xftDPI)
        XCTAssertEqual(try UIScale.choose(option: nil, environment: "", xftDPI: "144").scale, 1.5,
                       "an empty FLICK_SCALE counts as unset")
    }

    func testTheDefaultIsOne() throws {
        let chosen = try UIScale.choose(option: nil, environment: nil, xftDPI: nil)
        XCTAssertEqual(chosen.scale, 1)
        XCTAssertEqual(chosen.source, .fallback)
        XCTAssertNil(chosen.warning)
    }

    func testAGarbledXftDPIWarnsAndFallsBackToOne() throws {
        let chosen = try UIScale.choose(option: nil, environment: nil, xftDPI: "lots")
        XCTAssertEqual(chosen.scale, 1)
        XCTAssertTrue(chosen.warning?.contains("Xft.dpi 'lots'") ?? false, chosen.warning ?? "no warning")
    }

    func testABadEnvironmentValueIsRefusedNamingTheVariable() {
        for bad in ["abc", "0", "9", "-1", "nan"] {
            XCTAssertThrowsError(try UIScale.choose(option: nil, environment: bad, xftDPI: "192"), bad) { error in
                guard let e = error as? UIScale.BadValue else { return XCTFail("\(error)") }
                XCTAssertTrue(e.message.contains("FLICK_SCALE"), e.message)
            }
        }
    }

    func testABadOptionIsRefused() {
        XCTAssertThrowsError(try UIScale.validatedOption(9)) { error in
            XCTAssertTrue(error is UIScale.BadValue, "\(error)")
        }
        XCTAssertThrowsError(try UIScale.validatedOption(.nan))
    }
}
