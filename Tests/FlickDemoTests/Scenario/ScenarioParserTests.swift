import FlickCore
@testable import FlickDemo
import FlickTracing
import XCTest

final class ScenarioParserTests: XCTestCase {
    private func parse(_ text: String) throws -> [ScenarioCommand] {
        try ScenarioParser.parse(text: text, file: "s.scenario").map(\.command)
    }

    private func syntaxError(_ text: String) -> FlickError? {
        do { _ = try parse(text); return nil } catch let e as FlickError { return e } catch { return nil }
    }

    func testEveryCommandOfTheLanguageParses() throws {
        let commands = try parse("""
        size 800 600
        wait 250
        move 10 20
        down 1 2
        up 1 2 3
        drag 0 0 100 50 300
        click 5 6
        doubleclick 7 8
        hold 9 10 600
        scroll 1 2 0 -3 ctrl+shift
        key ctrl+shift+t
        settle
        shot first
        expect carousel.title Hello world
        """)
        XCTAssertEqual(commands, [
            .size(width: 800, height: 600), .wait(ms: 250), .move(.point(Point(10, 20))),
            .down(Point(1, 2), button: 1), .up(Point(1, 2), button: 3),
            .drag(from: .point(Point(0, 0)), to: .point(Point(100, 50)), ms: 300), .click(.point(Point(5, 6))),
            .doubleClick(.point(Point(7, 8))), .hold(.point(Point(9, 10)), ms: 600),
            .scroll(Point(1, 2), dx: 0, dy: -3, modifiers: [.control, .shift]),
            .key(KeyCombo("t", modifiers: [.control, .shift])), .settle, .shot(name: "first"),
            .expect(key: "carousel.title", value: "Hello world"),
        ])
    }

    func testCommentsAndBlankLinesAreIgnoredAndLinesKeepTheirNumbers() throws {
        let lines = try ScenarioParser.parse(text: "# intro\n\n  click 1 2   # go\n", file: "f")
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines[0].line, 3)
        XCTAssertEqual(lines[0].location, "f:3")
    }

    func testAnUnknownCommandNamesFileLineAndTheKnownCommands() {
        let e = syntaxError("wait 10\njump 1 2")
        XCTAssertEqual(e?.exitCode, 2)
        XCTAssertTrue(e?.message.hasPrefix("s.scenario:2: unknown command 'jump'") ?? false, e?.message ?? "no error")
        XCTAssertEqual(e?.isLocated, true, "printed as FILE:LINE: message, without the flick: prefix")
        XCTAssertTrue(e?.message.contains("drag") ?? false)
    }

    func testAKeypadKeyIsTheKeyItStandsFor() throws {
        XCTAssertEqual(try parse("key KP_Home\nkey shift+KP_Enter"),
                       [.key(KeyCombo("Home")), .key(KeyCombo("Return", modifiers: .shift))])
    }

    func testWrongArgumentCountsAndNonNumbersAreSyntaxErrors() {
        XCTAssertTrue(syntaxError("click 1")?.message.contains("write it as: click AT [MODS]") ?? false)
        XCTAssertTrue(syntaxError("wait soon")?.message.contains("MS must be a number") ?? false)
        XCTAssertTrue(syntaxError("wait -5")?.message.contains("must not be negative") ?? false)
        XCTAssertNotNil(syntaxError("down 1 2 9"))
        XCTAssertNotNil(syntaxError("size 0 10"))
        XCTAssertNotNil(syntaxError("scroll 1 2 0 1 hyper"))
        XCTAssertNotNil(syntaxError("key hyper+x"))
        XCTAssertTrue(syntaxError("key Rigth")?.message.contains("unknown key 'Rigth'") ?? false)
        XCTAssertNil(syntaxError("key F9\nkey plus\nkey ctrl+shift+t\nkey BackSpace\nkey Page_Down"))
        XCTAssertNotNil(syntaxError("shot ../escape"))
        XCTAssertNotNil(syntaxError("expect onlykey"))
        XCTAssertNotNil(syntaxError("settle now"))
    }

    func testAMissingFileIsAUsageErrorNamingThePath() {
        XCTAssertThrowsError(try ScenarioParser.parse(file: "/nonexistent/x.scenario")) { error in
            let e = error as? FlickError
            XCTAssertEqual(e?.exitCode, 2)
            XCTAssertTrue(e?.message.contains("/nonexistent/x.scenario") ?? false)
        }
    }
}
