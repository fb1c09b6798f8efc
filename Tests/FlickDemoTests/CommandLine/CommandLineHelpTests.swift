@testable import FlickTracing
@testable import FlickDemo
import Foundation
import XCTest

/// The real `flick`'s help and version: `--help` lists the default command's options (with the
/// demos and defaults) and the main keys, `--version` prints `flick X.Y.Z`, `record --help` lists
/// the demos, the default and every scenario command on a line each; and `flick icon`.
final class CommandLineHelpTests: XCTestCase {
    private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    func testVersionPrintsFlickAndTheVersion() throws {
        let r = try ProcessResult.flick(["--version"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "flick \(FlickVersion.string)\n")
        XCTAssertNotNil(FlickVersion.string.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression))
    }

    func testHelpListsTheDefaultCommandsOptionsWithTheDemosAndDefaults() throws {
        let r = try ProcessResult.flick(["--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let help = r.stdout
        let demoText = help.range(of: "\n  --demo NAME ").map { String(help[$0.lowerBound...].prefix(200)) } ?? ""
        for name in DemoName.allCases.map(\.rawValue) { XCTAssertTrue(demoText.contains(name), "--demo names \(name): \(demoText)") }
        XCTAssertTrue(demoText.contains("(default: shell"), demoText)
        let expectations = [("--size WxH", "(default: 1024x700)"), ("--fps N", "(default: the"),
                            ("--scale S", "(default: 1"), ("--trace", "JSON Lines")]
        for (option, text) in expectations {
            let line = lines(help).first { $0.hasPrefix("  " + option + " ") }
            XCTAssertNotNil(line, "\(option) is listed:\n\(help)")
            XCTAssertTrue(line?.contains(text) ?? false, "\(option): \(line ?? "")")
        }
        XCTAssertTrue(help.contains("record"), help)
        XCTAssertTrue(help.contains("bench"), help)
        for line in lines(help) { XCTAssertLessThanOrEqual(line.count, 80, "fits a terminal: \(line)") }
    }

    func testHelpListsTheMainKeys() throws {
        let help = try ProcessResult.flick(["--help"]).stdout
        guard let keys = help.range(of: "KEYS:\n") else { return XCTFail("no KEYS section:\n\(help)") }
        let section = String(help[keys.upperBound...])
        for key in ["ctrl+q", "F9", "F10", "Escape", "Left, Right", "Tab", "ctrl+t"] {
            XCTAssertTrue(section.contains(key), "\(key) in:\n\(section)")
        }
        XCTAssertTrue(lines(section).first?.contains("ctrl+q") == true && section.contains("Quit"), section)
        // `flick run --help` shows the same keys.
        XCTAssertTrue(try ProcessResult.flick(["run", "--help"]).stdout.contains(String(section.prefix(200))))
    }

    func testTheOptionsHelpIsTheSameInTheRootAndInRun() throws {
        let root = try ProcessResult.flick(["--help"]).stdout
        let run = try ProcessResult.flick(["run", "--help"]).stdout
        // ArgumentParser wraps `run`'s option help itself: compare the words.
        func words(_ s: String) -> String { s.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        for phrase in ["The demo to open: shell, carousel, swiper, deck, museum, slides (default: shell",
                       "Frame rate while something moves, 1 to 240 (default: the monitor's refresh rate, else 60).",
                       "UI scale factor, 0.5 to 4 (default: 1;"] {
            XCTAssertTrue(words(root).contains(phrase), phrase)
            XCTAssertTrue(words(run).contains(phrase), phrase)
        }
    }

    func testRecordHelpListsTheDemosTheDefaultAndEveryScenarioCommandOnALineEach() throws {
        let r = try ProcessResult.flick(["record", "--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = lines(r.stdout)
        for demo in DemoName.allCases {
            let line = all.first { $0.hasPrefix("  \(demo.rawValue) ") }
            XCTAssertNotNil(line, "\(demo.rawValue) has a line:\n\(r.stdout)")
            XCTAssertEqual(line?.contains("(default)"), demo == DemoName.defaultDemo, line ?? "")
        }
        // Every command the parser knows, each on one line with what it does.
        XCTAssertEqual(Set(ScenarioReference.commands.map(\.form)), Set(ScenarioParser.usage.values))
        for (form, meaning) in ScenarioReference.commands {
            let line = all.first { $0.hasPrefix("  " + form + " ") }
            XCTAssertNotNil(line, "\(form) has a line:\n\(r.stdout)")
            XCTAssertTrue(line?.hasSuffix(meaning) ?? false, "\(form): \(line ?? "")")
            XCTAssertLessThanOrEqual(line?.count ?? 0, 80, line ?? "")
        }
    }

    func testIconWritesThePNGAndTheSVGAndRefusesBadRequests() throws {
        let dir = PackagePaths.freshOutput("cli/icon")
        let ok = try ProcessResult.flick(["icon", "--size", "48", "--out", dir + "/i.png"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/i.png"))
        XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 48, 0, 0, 0, 48], "IHDR 48x48")
        let svg = try ProcessResult.flick(["icon", "--out", dir + "/i.svg"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir + "/i.svg", encoding: .utf8), AppIcon.svg)

        let bad: [([String], String)] = [
            (["icon", "--size", "0", "--out", dir + "/a.png"], "use --size with a whole number from 1 to 1024"),
            (["icon", "--size", "-3", "--out", dir + "/a.png"], "use --size with a whole number from 1 to 1024"),
            (["icon", "--size", "2000", "--out", dir + "/a.png"], "from 1 to 1024"),
            (["icon", "--out", dir + "/a.jpg"], "ending in .png or .svg"),
            (["icon", "--size", "32", "--out", dir + "/a.svg"], "takes no --size"),
            (["icon", "--out", "/nonexistent-dir/a.png"], "choose a writable --out"),
            (["icon"], "--out"),
        ]
        for (args, needle) in bad {
            let r = try ProcessResult.flick(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("flick: "), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["i.png", "i.svg"])
    }
}
