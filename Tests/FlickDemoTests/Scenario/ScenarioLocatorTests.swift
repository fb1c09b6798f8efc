import FlickCore
@testable import FlickDemo
import FlickKit
import FlickTracing
import Foundation
import XCTest

/// Locators, element trees and golden matching in the scenario language: elements found by name
/// (and role), what an unknown name says, `expect visible`/`hidden`, `elements NAME`, `match NAME`,
/// `demo NAME`, and the errors that name both lines of a repeated shot.
final class ScenarioLocatorTests: XCTestCase {
    private func parse(_ text: String) throws -> [ScenarioCommand] {
        try ScenarioParser.parse(text: text, file: "s.scenario").map(\.command)
    }

    private func error(_ text: String) -> FlickError? {
        do { _ = try parse(text); return nil } catch let e as FlickError { return e } catch { return nil }
    }

    private func run(_ demo: DemoName, _ text: String, goldens: GoldenMatching = GoldenMatching(),
                     out: String = PackagePaths.freshOutput("locators")) throws -> ScenarioRunner {
        let runner = ScenarioRunner(demo: demo, size: Size(1024, 700), fps: 60, outputDirectory: out, goldens: goldens)
        try runner.run(try ScenarioParser.parse(text: text, file: "s.scenario"))
        return runner
    }

    private func failure(_ demo: DemoName, _ text: String, out: String = PackagePaths.freshOutput("locators")) -> FlickError? {
        do { _ = try run(demo, text, out: out); return nil } catch let e as FlickError { return e } catch { return nil }
    }

    func testLocatorsParseWithAndWithoutRoles() throws {
        XCTAssertEqual(try parse("""
        demo carousel
        click "New Page"
        click button "New Page" ctrl
        doubleclick list-item "Photos"
        hold "Card # 2" 600
        drag "A" 10 20 300
        drag 1 2 page "B" 300 shift
        move "Settings"
        expect visible "Settings"
        expect hidden button "Back"
        elements tree
        match home
        """), [
            .demo("carousel"),
            .click(.element(ElementLocator(name: "New Page"))),
            .click(.element(ElementLocator(role: .button, name: "New Page")), modifiers: .control),
            .doubleClick(.element(ElementLocator(role: .listItem, name: "Photos"))),
            .hold(.element(ElementLocator(name: "Card # 2")), ms: 600),
            .drag(from: .element(ElementLocator(name: "A")), to: .point(Point(10, 20)), ms: 300),
            .drag(from: .point(Point(1, 2)), to: .element(ElementLocator(role: .page, name: "B")), ms: 300, modifiers: .shift),
            .move(.element(ElementLocator(name: "Settings"))),
            .expectVisible(ElementLocator(name: "Settings"), visible: true),
            .expectVisible(ElementLocator(role: .button, name: "Back"), visible: false),
            .elements(name: "tree"), .match(name: "home"),
        ])
        XCTAssertEqual(try parse("expect visible 3"), [.expect(key: "visible", value: "3")], "a state key named visible still reads")
    }

    func testBadLocatorsAndMisplacedLinesAreSyntaxErrors() {
        XCTAssertTrue(error("click \"New Page")?.message.contains("is not closed") ?? false)
        XCTAssertTrue(error("click knob \"Volume\"")?.message.contains("unknown role 'knob'") ?? false)
        XCTAssertTrue(error("click \"\"")?.message.contains("must not be empty") ?? false)
        XCTAssertTrue(error("click \"A\" ctrl shift")?.message.contains("too many") ?? false)
        XCTAssertTrue(error("wait 10\ndemo swiper")?.message.hasPrefix("s.scenario:2: 'demo' names the scenario's demo and must be its first command") ?? false)
        XCTAssertNil(error("demo pinball"), "the program that runs it knows its demos")
        XCTAssertTrue(error("expect visible \"A\" \"B\"")?.message.contains("takes one element") ?? false)
    }

    func testRecordRefusesADemoLineNamingNoDemo() throws {
        let out = PackagePaths.freshOutput("locators-demo")
        let script = out + "/s.scenario"
        try "demo pinball\nsettle\n".write(toFile: script, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Recorder.record(script: script, out: out, demo: nil, size: nil, fps: 60)) { error in
            let e = error as? FlickError
            XCTAssertEqual(e?.exitCode, 2)
            XCTAssertEqual(e?.message.hasPrefix("\(script):1: unknown demo 'pinball'; demos are: shell"), true, e?.message ?? "")
        }
    }

    func testARepeatedShotNameIsASyntaxErrorNamingBothLines() {
        let e = error("shot a\nwait 10\nshot b\nshot a")
        XCTAssertEqual(e?.exitCode, 2)
        XCTAssertTrue(e?.message.hasPrefix("s.scenario:4: shot 'a' was already taken on line 1") ?? false, e?.message ?? "no error")
    }

    func testAClickByNameMovesThereAndPressesTheElement() throws {
        let runner = try run(.carousel, "expect carousel.count 6\nclick button \"New Page\"\nsettle\nexpect carousel.count 7")
        XCTAssertEqual(runner.app?.state["carousel.count"], "7")
    }

    func testAClickOnAToolbarButtonByNameWorksAtScaleTwo() throws {
        let runner = ScenarioRunner(demo: .swiper, size: Size(2048, 1400), fps: 60, scale: 2,
                                    outputDirectory: PackagePaths.freshOutput("locators-scale"))
        try runner.run(try ScenarioParser.parse(text: "key t\nsettle\nclick button \"Next\"\nsettle\nexpect swiper.index 1", file: "s"))
    }

    func testAnUnknownNameFailsNamingWhatIsVisible() throws {
        let e = failure(.carousel, "click \"Launch Rockets\"")
        XCTAssertEqual(e?.exitCode, 1)
        let message = e?.message ?? ""
        XCTAssertTrue(message.hasPrefix("s.scenario:1: no element named \"Launch Rockets\" (visible: "), message)
        XCTAssertTrue(message.contains("\"New Page\""), message)
        XCTAssertEqual(failure(.carousel, "click toggle \"New Page\"")?.message.hasPrefix("s.scenario:1: no toggle named \"New Page\""), true)
    }

    func testAClickOnAnElementNotOnScreenFailsInsteadOfClickingNothing() throws {
        let e = failure(.shell, "click list-item \"Deck\"")
        XCTAssertEqual(e?.exitCode, 1)
        let message = e?.message ?? ""
        XCTAssertTrue(message.hasPrefix("s.scenario:1: list-item \"Deck\" is not on screen (hidden, covered or scrolled out of view at ["), message)
        XCTAssertTrue(message.contains("open, uncover or scroll to it first (visible: "), message)
        _ = try run(.shell, "click button \"Demos\"\nsettle\nclick list-item \"Deck\"\nsettle\nexpect demo deck")
    }

    func testExpectVisibleAndHidden() throws {
        _ = try run(.shell, "expect visible button \"Settings\"\nexpect hidden \"Reduced motion\"")
        let e = failure(.shell, "expect visible \"Reduced motion\"")
        XCTAssertEqual(e?.exitCode, 1)
        XCTAssertTrue(e?.message.contains("it is off screen") ?? false, e?.message ?? "")
        _ = try run(.shell, "click \"Settings\"\nsettle\nexpect visible \"Reduced motion\"")
        XCTAssertTrue(failure(.shell, "expect hidden \"Demos\"")?.message.contains("expected no \"Demos\" on screen") ?? false)
    }

    func testAFailedExpectWritesAPictureOfThatMoment() throws {
        let out = PackagePaths.freshOutput("locators-failed")
        let e = failure(.swiper, "wait 10\nexpect swiper.index 3", out: out)
        XCTAssertTrue(e?.message.hasSuffix("(the frame: \(out)/failed-line-2.png)") ?? false, e?.message ?? "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/failed-line-2.png"))
    }

    func testElementsWritesTheTreeAsJSONInWindowPixels() throws {
        let out = PackagePaths.freshOutput("locators-elements")
        _ = try run(.carousel, "elements tree", out: out)
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/tree.json"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(root["role"] as? String, "window")
        XCTAssertEqual((root["frame"] as? [String: Double])?["width"], 1024)
        func names(_ o: [String: Any]) -> [String] {
            [o["name"] as? String ?? ""] + ((o["children"] as? [[String: Any]]) ?? []).flatMap(names)
        }
        XCTAssertTrue(names(root).contains("New Page"))
    }

    func testMatchWritesGoldensThenComparesAndReportsADifference() throws {
        let goldens = PackagePaths.freshOutput("locators-goldens")
        let out = PackagePaths.freshOutput("locators-match")
        let update = GoldenMatching(directory: goldens, update: true)
        _ = try run(.swiper, "match start", goldens: update, out: out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens + "/start.png"))
        _ = try run(.swiper, "match start", goldens: GoldenMatching(directory: goldens), out: out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/start.actual.png"), "a match leaves nothing behind")
        do {
            _ = try run(.swiper, "key Right\nsettle\nmatch start", goldens: GoldenMatching(directory: goldens), out: out)
            XCTFail("a different frame must not match")
        } catch let e as FlickError {
            XCTAssertEqual(e.exitCode, 1)
            XCTAssertTrue(e.message.hasPrefix("s.scenario:3: start differs in "), e.message)
            XCTAssertTrue(e.message.contains("see \(out)/start.actual.png and \(out)/start.diff.png"), e.message)
        }
        _ = try run(.swiper, "key Right\nsettle\nmatch start",
                    goldens: GoldenMatching(directory: goldens, tolerance: 255), out: out)
        _ = try run(.swiper, "key Right\nsettle\nmatch start",
                    goldens: GoldenMatching(directory: goldens, maxDiffPixels: 1024 * 700), out: out)
    }
}
