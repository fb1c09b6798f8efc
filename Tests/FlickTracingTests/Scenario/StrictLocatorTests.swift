import FlickCore
import FlickHost
import FlickKit
import FlickTracing
import Foundation
import XCTest

/// Strict locators: a pointer command needs one element on screen (or `first`, `nth N`), roles
/// as Flick or AT-SPI names them, partly hidden elements scrolled into view, `expect visible`
/// and `expect hidden` over every match.
final class StrictLocatorTests: XCTestCase {
    private func parse(_ text: String) throws -> [ScenarioCommand] {
        try ScenarioParser.parse(text: text, file: "s.scenario").map(\.command)
    }

    private func syntaxError(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch let e as FlickError { return e.message } catch { return "\(error)" }
    }

    /// A page list and a button both named "Pages", two buttons named "Close page", a button
    /// partly out of the window and an unnamed one.
    private func fixture() -> Fixture {
        Fixture { size in [
            SemanticsNode(role: .pageList, name: "Pages", frame: Rect(x: 0, y: 0, width: size.width, height: 100), actions: [.increment]),
            SemanticsNode(role: .button, name: "Pages", frame: Rect(x: 10, y: 120, width: 40, height: 40), actions: [.activate]),
            SemanticsNode(role: .button, name: "Close page", frame: Rect(x: 100, y: 120, width: 40, height: 40), actions: [.activate]),
            SemanticsNode(role: .button, name: "Close page", frame: Rect(x: 200, y: 120, width: 40, height: 40), actions: [.activate]),
            SemanticsNode(role: .button, name: "Edge", frame: Rect(x: size.width - 20, y: 170, width: 40, height: 40), actions: [.activate]),
            SemanticsNode(role: .button, name: "Gone", states: .offscreen, frame: Rect(x: 10, y: 170, width: 40, height: 40)),
            SemanticsNode(role: .button, name: "Gone", states: .offscreen, frame: Rect(x: 60, y: 170, width: 40, height: 40)),
        ] }
    }

    private func run(_ text: String, on root: any Component, size: Size = Size(320, 240)) throws -> ScenarioRunner {
        let runner = ScenarioRunner(root: root, size: size, outputDirectory: NSTemporaryDirectory() + "flick-locators-\(getpid())")
        try runner.run(try ScenarioParser.parse(text: text, file: "s.scenario"))
        return runner
    }

    private func failure(_ text: String, on root: any Component, size: Size = Size(320, 240)) -> String? {
        do { _ = try run(text, on: root, size: size); return nil } catch let e as FlickError { return e.message } catch { return "\(error)" }
    }

    func testPicksAndAtSpiRolesParse() throws {
        XCTAssertEqual(try parse("""
        click first "Close page"
        click nth 2 button "Close page" ctrl
        click "push button" "Pages"
        drag first "A" nth 3 "page tab" "B" 300
        expect visible "page tab list" "Pages"
        expect hidden nth 2 label "Caption"
        """), [
            .click(.element(ElementLocator(roleName: nil, name: "Close page", pick: .first))),
            .click(.element({ var l = ElementLocator(role: .button, name: "Close page"); l.pick = .nth(2); return l }()), modifiers: .control),
            .click(.element(ElementLocator(roleName: "push button", name: "Pages"))),
            .drag(from: .element(ElementLocator(roleName: nil, name: "A", pick: .first)),
                  to: .element(ElementLocator(roleName: "page tab", name: "B", pick: .nth(3))), ms: 300),
            .expectVisible(ElementLocator(roleName: "page tab list", name: "Pages"), visible: true),
            .expectVisible(ElementLocator(roleName: "label", name: "Caption", pick: .nth(2)), visible: false),
        ])
        XCTAssertEqual(ElementLocator(roleName: "page tab", name: "B", pick: .nth(3)).roles, [.tab, .page])
        XCTAssertEqual(ElementLocator(roleName: "push button", name: "B").description, "\"push button\" \"B\"")
    }

    func testBadPicksAndRolesAreSyntaxErrors() {
        XCTAssertTrue(syntaxError("click nth 0 \"A\"")?.contains("'nth' takes which match is meant, from 1 to 10000") ?? false)
        XCTAssertTrue(syntaxError("click nth \"A\"")?.contains("'nth' takes which match") ?? false)
        XCTAssertTrue(syntaxError("click first 10 20")?.contains("'first' must be followed by an element") ?? false)
        XCTAssertTrue(syntaxError("click knob \"A\"")?.contains("unknown role 'knob' before \"A\"; roles are: window, group") ?? false)
        XCTAssertTrue(syntaxError("click \"knob\" \"A\"")?.contains("unknown modifier") ?? false, "a quoted word that names no role is a name")
    }

    func testAnAmbiguousLocatorFailsNamingEveryMatch() {
        XCTAssertEqual(failure("click \"Pages\"\n", on: fixture()),
                       "s.scenario:1: \"Pages\" matches 2 elements: page tab list \"Pages\", push button \"Pages\"; name one with a ROLE, or pick one with first or nth N")
        XCTAssertEqual(failure("move \"Close page\"\n", on: fixture()),
                       "s.scenario:1: \"Close page\" matches 2 elements: push button \"Close page\", push button \"Close page\"; name one with a ROLE, or pick one with first or nth N")
        XCTAssertEqual(failure("click nth 3 \"Close page\"\n", on: fixture()),
                       "s.scenario:1: nth 3 \"Close page\": only 2 element(s) match on screen: push button \"Close page\", push button \"Close page\"; pick one from 1 to 2")
    }

    func testARoleOrAPickSaysWhichAndTheClickLandsThere() throws {
        for (line, x) in [("click button \"Pages\"", 30.0), ("click \"push button\" \"Pages\"", 30), ("click first \"Close page\"", 120),
                          ("click nth 2 \"Close page\"", 220), ("click nth 2 button \"Close page\"", 220)] {
            let root = fixture()
            _ = try run(line + "\nsettle\n", on: root)
            XCTAssertEqual(root.taps, [Point(x, 140)], line)
        }
    }

    func testSeveralMatchesNoneOnScreenFailAsAnElementOutOfView() {
        XCTAssertEqual(failure("click \"Gone\"\n", on: fixture()),
                       "s.scenario:1: \"Gone\" is not on screen (hidden, covered or scrolled out of view at [10.0, 170.0, 40.0x40.0]); "
                        + "open, uncover or scroll to it first (visible: \"Pages\", \"Close page\", \"Edge\")")
        XCTAssertTrue(failure("click nth 2 \"Gone\"\n", on: fixture())?.contains("out of view at [60.0, 170.0") ?? false)
    }

    func testAnElementPartlyOutOfAWindowThatDoesNotScrollFails() {
        let message = failure("click \"Edge\"\n", on: fixture())
        XCTAssertEqual(message, "s.scenario:1: \"Edge\" is not on screen: it is partly out of view at [300.0, 170.0, 40.0x40.0] "
            + "(the window is 320x240, and nothing holding it scrolls); open, uncover or scroll to it first")
    }

    func testAnElementPartlyOutOfAListIsScrolledIntoViewFirst() throws {
        let list = ListView(count: 30, makeRow: { ListRow("") }, configure: { row, i in row.title = "Row \(i)" })
        // Rows are 48 px: row 4 spans 192 to 240 of a 220 px window.
        let runner = try run("click \"Row 4\"\nsettle\n", on: list, size: Size(320, 220))
        let row = try XCTUnwrap(runner.elements().locate("Row 4"))
        XCTAssertLessThanOrEqual(row.frame.maxY, 220.5, "scrolled wholly into view: \(row.frame)")
        XCTAssertGreaterThanOrEqual(row.frame.minY, -0.5)
    }

    func testExpectVisibleHoldsWhenOneMatchShowsAndHiddenWhenNone() throws {
        _ = try run("expect visible \"Close page\"\nexpect visible nth 2 \"Close page\"\nexpect hidden \"Gone\"\nexpect hidden \"Nothing\"\n",
                    on: fixture())
        XCTAssertTrue(failure("expect hidden \"Close page\"\n", on: fixture())?.hasPrefix(
            "s.scenario:1: expected no \"Close page\" on screen, but button \"Close page\" shows at") ?? false)
        XCTAssertTrue(failure("expect visible nth 3 \"Close page\"\n", on: fixture())?.contains("only 2 on screen match") ?? false)
        XCTAssertTrue(failure("expect visible \"Gone\"\n", on: fixture())?.contains("it is off screen") ?? false)
    }
}
