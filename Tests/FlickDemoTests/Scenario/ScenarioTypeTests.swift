import FlickCore
import FlickTracing
import XCTest

/// `type "TEXT"`: its text with escapes and UTF-8, its limits, and the keys that type it.
final class ScenarioTypeTests: XCTestCase {
    private func parse(_ text: String) throws -> [ScenarioCommand] {
        try ScenarioParser.parse(text: text, file: "s.scenario").map(\.command)
    }

    private func message(_ text: String) -> String {
        do { _ = try parse(text); return "" } catch { return "\(error)" }
    }

    func testTypeTakesQuotedTextWithEscapesAndUTF8() throws {
        XCTAssertEqual(try parse("type \"Hello world\""), [.type("Hello world")])
        XCTAssertEqual(try parse("  TYPE\t\"a # b\"   # a comment"), [.type("a # b")])
        XCTAssertEqual(try parse(#"type "say \"hi\" \\ ok\n\t""#), [.type("say \"hi\" \\ ok\n\t")])
        XCTAssertEqual(try parse(#"type "\u{20AC}\u{e9}""#), [.type("€é")])
        XCTAssertEqual(try parse("type \"Grüße, 中文 👩‍💻\""), [.type("Grüße, 中文 👩‍💻")])
        XCTAssertEqual(try parse("type\"x\""), [.type("x")])
    }

    func testBadTypeLinesNameTheProblemAndTheWayOut() {
        XCTAssertTrue(message("type \"\"").contains("s.scenario:1: 'type' needs some text"), message("type \"\""))
        XCTAssertTrue(message("type hello").contains("'type' takes its text in double quotes"), message("type hello"))
        XCTAssertTrue(message("type \"open").contains("is not closed"), message("type \"open"))
        XCTAssertTrue(message(#"type "a\qb""#).contains(#"unknown escape \q"#), message(#"type "a\qb""#))
        XCTAssertTrue(message(#"type "\u{zz}""#).contains("\\u needs a Unicode scalar"), message(#"type "\u{zz}""#))
        XCTAssertTrue(message("type \"a\" \"b\"").contains("got more after it"), message("type \"a\" \"b\""))
        XCTAssertTrue(message("type \"\u{1B}\"").contains("control character U+1B"), message("type \"\u{1B}\""))
        let long = "type \"" + String(repeating: "é", count: ScenarioLimits.typedCharacters + 1) + "\""
        XCTAssertTrue(message(long).contains("at most \(ScenarioLimits.typedCharacters) characters"), message(long))
        XCTAssertEqual(try parse("type \"" + String(repeating: "é", count: ScenarioLimits.typedCharacters) + "\"").count, 1)
    }

    func testAWordStartingWithTypeIsAnotherCommand() {
        XCTAssertTrue(message("typed \"x\"").contains("unknown command 'typed'"), message("typed \"x\""))
    }

    func testEachCharacterIsAKeyNamedByItsKeysymCarryingItsText() {
        let keys = KeysymName.keys(typing: "aA é€\n\tΩe\u{301}👩‍💻")
        XCTAssertEqual(keys.map(\.name), ["a", "a", "space", "eacute", "U20AC", "Return", "Tab", "U03A9", "", ""])
        XCTAssertEqual(keys.map(\.text), ["a", "A", " ", "é", "€", "", "", "Ω", "e\u{301}", "👩‍💻"])
        XCTAssertEqual(keys[1].modifiers, .shift, "an upper-case letter is typed with Shift")
        XCTAssertEqual(keys[0].modifiers, [])
        XCTAssertTrue(keys.filter { !$0.name.isEmpty }.allSatisfy { KeysymName.isKnown($0.name) }, "names X knows")
        let emoji = KeysymName.keys(typing: "\u{1F600}")[0]
        XCTAssertTrue(KeysymName.isKnown(emoji.name) && emoji.name.hasPrefix("U"), emoji.name)
    }
}
