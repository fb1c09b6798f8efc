@testable import FlickTracing
import FlickCore
@testable import FlickDemo
import XCTest

/// The scenario commands for touch, touchpad and modifiers (issue 10): parsed with their ranges,
/// and replayed by `flick record`'s runner through the same recognizer as real devices.
final class ScenarioInputCommandsTests: XCTestCase {
    private func parse(_ text: String) throws -> [ScenarioCommand] {
        try ScenarioParser.parse(text: text, file: "s.scenario").map(\.command)
    }

    private func syntaxError(_ text: String) -> FlickError? {
        do { _ = try parse(text); return nil } catch let e as FlickError { return e } catch { return nil }
    }

    // MARK: Parsing

    func testTouchPinchSwipeAndModifiersParse() throws {
        XCTAssertEqual(try parse("""
        touch 1 down 10 20
        touch 10 move 11 21
        touch 3 UP 12 22
        pinch 500 350 1.5 250
        swipe 400 300 -200 0.5 300
        down 1 2 ctrl
        down 1 2 3 shift
        up 1 2 3 ctrl+shift
        click 5 6 ctrl
        doubleclick 7 8 alt
        drag 0 0 100 50 300 ctrl
        hold 9 10 600 super
        move 3 4 shift
        """), [
            .touch(id: 1, phase: .began, Point(10, 20)), .touch(id: 10, phase: .changed, Point(11, 21)),
            .touch(id: 3, phase: .ended, Point(12, 22)),
            .pinch(Point(500, 350), scale: 1.5, ms: 250),
            .swipe(Point(400, 300), dx: -200, dy: 0.5, ms: 300),
            .down(Point(1, 2), button: 1, modifiers: .control), .down(Point(1, 2), button: 3, modifiers: .shift),
            .up(Point(1, 2), button: 3, modifiers: [.control, .shift]),
            .click(.point(Point(5, 6)), modifiers: .control), .doubleClick(.point(Point(7, 8)), modifiers: .alt),
            .drag(from: .point(Point(0, 0)), to: .point(Point(100, 50)), ms: 300, modifiers: .control),
            .hold(.point(Point(9, 10)), ms: 600, modifiers: .super), .move(.point(Point(3, 4)), modifiers: .shift),
        ])
    }

    func testOutOfRangeAndMalformedInputCommandsNameTheLineAndTheWayOut() {
        let cases: [(String, String)] = [
            ("touch 0 down 1 2", "ID must be from 1 to 10"),
            ("touch 11 down 1 2", "ID must be from 1 to 10"),
            ("touch 1 press 1 2", "a finger goes down, move or up, got 'press'"),
            ("touch 1 down 1", "write it as: touch ID down|move|up X Y"),
            ("pinch 1 2 0 100", "SCALE must be a number from 0.01 to 100"),
            ("pinch 1 2 101 100", "SCALE must be a number from 0.01 to 100"),
            ("pinch 1 2 big 100", "SCALE must be a number"),
            ("pinch 1 2 2 -5", "MS must not be negative"),
            ("swipe 1 2 200000 0 100", "DX must be from -100000 to 100000 px"),
            ("swipe 1 2 0 nan 100", "DY must be a number"),
            ("swipe 1 2 0 0", "write it as: swipe X Y DX DY MS"),
            ("click 1 2 hyper", "unknown modifier 'hyper'"),
            ("drag 1 2 3 4 100 ctrl+", "unknown modifier ''"),
            ("down 1 2 4 ctrl", "BUTTON must be 1, 2 or 3"),
            ("down 1 2 1 ctrl shift", "write it as: down X Y [BUTTON] [MODS]"),
        ]
        for (text, needle) in cases {
            let e = syntaxError("wait 1\n" + text)
            XCTAssertEqual(e?.exitCode, 2, text)
            XCTAssertTrue(e?.message.hasPrefix("s.scenario:2: ") ?? false, "\(text): \(e?.message ?? "no error")")
            XCTAssertTrue(e?.message.contains(needle) ?? false, "\(text): \(e?.message ?? "no error")")
        }
    }

    // MARK: Replay

    /// Runs `text` on `demo` and returns every gesture the app's recognizer made, with its time.
    private func gestures(_ demo: DemoName, _ text: String) throws -> (ScenarioRunner, [(Gesture, Double)]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-input-commands").path
        let runner = ScenarioRunner(demo: demo, size: Size(1024, 700), fps: 60, outputDirectory: dir)
        try runner.run(try ScenarioParser.parse(text: "wait 0", file: "start"))
        var seen: [(Gesture, Double)] = []
        runner.app!.host.onGesture = { seen.append(($0, $1)) }
        try runner.run(try ScenarioParser.parse(text: text, file: "s.scenario"))
        return (runner, seen)
    }

    func testASwipeIsATouchpadPanWhoseContentFollowsTheFingersFrameByFrameAndEndsAfterTheGap() throws {
        let (_, seen) = try gestures(.swiper, "swipe 400 300 -200 0 300\nwait 300\nsettle\nexpect swiper.index 1")
        XCTAssertEqual(seen.first?.0, .press(Point(400, 300), button: 1, modifiers: []))
        let pans: [(PanInfo, Double)] = seen.compactMap {
            if case .panBegin(let i) = $0.0 { return (i, $0.1) }
            if case .panUpdate(let i) = $0.0 { return (i, $0.1) }
            return nil
        }
        XCTAssertEqual(pans.count, 18, "one event a frame: 300 ms at 60 fps")
        for (k, (pan, time)) in pans.enumerated() {
            XCTAssertEqual(pan.source, .touchpad)
            XCTAssertEqual(pan.translation.x, -200 * Double(k + 1) / 18, accuracy: 1e-9, "frame \(k + 1): like a left drag")
            XCTAssertEqual(pan.translation.y, 0)
            XCTAssertEqual(time, Double(k + 1) / 60, accuracy: 1e-9)
        }
        guard let end = seen.first(where: { if case .panEnd = $0.0 { return true }; return false }),
              case .panEnd(let info) = end.0 else { return XCTFail("no pan end") }
        XCTAssertEqual(info.translation.x, -200, accuracy: 1e-9, "the deltas sum exactly to the travel")
        XCTAssertEqual(info.velocity.x, -200 / 0.3, accuracy: 200 / 0.3 * 0.01, "the fingers' speed")
        XCTAssertEqual(end.1, 0.3 + Constants.touchpadScrollEndGapS, accuracy: 1.5 / 60, "the gap ends the pan")
    }

    func testAPinchIsATouchpadPinchFromOneToTheScaleThatEndsWithItsSpeed() throws {
        let (_, seen) = try gestures(.museum, "pinch 500 350 2 250\nwait 100")
        let pinches: [PinchInfo] = seen.compactMap {
            switch $0.0 {
            case .pinchBegin(let i), .pinchUpdate(let i), .pinchEnd(let i): return i
            default: return nil
            }
        }
        guard case .pinchBegin? = seen.first?.0, case .pinchEnd(let end)? = seen.last?.0 else {
            return XCTFail("\(seen.map(\.0))")
        }
        XCTAssertEqual(pinches.first?.scale, 1)
        XCTAssertEqual(pinches.count, 15 + 2, "begin, one update a frame for 250 ms, end")
        for (k, p) in pinches.dropFirst().dropLast().enumerated() {
            XCTAssertEqual(p.scale, 1 + Double(k + 1) / 15, accuracy: 1e-9)
            XCTAssertEqual(p.source, .touchpad)
            XCTAssertEqual(p.center, Point(500, 350))
        }
        XCTAssertEqual(end.scale, 2)
        XCTAssertEqual(end.velocity, 4, accuracy: 0.04, "from 1 to 2 in 250 ms")
    }

    func testTwoTouchFingersPinchAndOneDragsTheSwiperLikeTheMouse() throws {
        // The one-finger swipe: 20 px a frame (~1200 px/s), as the live mouse drag.
        let slide = stride(from: 780, through: 200, by: -20).map { "touch 3 move \($0) 350\nwait 16\n" }.joined()
        let (runner, seen) = try gestures(.swiper, """
        touch 1 down 400 300
        touch 2 down 600 300
        wait 16
        touch 2 move 800 300
        wait 16
        touch 1 up 400 300
        touch 2 up 800 300
        touch 3 down 800 350
        \(slide)touch 3 up 200 350
        settle
        """)
        let kinds = seen.map { g -> String in
            switch g.0 {
            case .pinchBegin(let i): return "pinch-begin \(i.scale) \(i.source)"
            case .pinchUpdate(let i): return "pinch \(i.scale) \(i.center.x)"
            case .pinchEnd(let i): return "pinch-end \(i.scale)"
            case .panBegin(let i): return "pan-begin \(i.source)"
            case .panEnd: return "pan-end"
            case .press: return "press"
            case .release: return "release"
            default: return ""
            }
        }.filter { !$0.isEmpty && !$0.hasPrefix("pan-update") }
        XCTAssertEqual(kinds, ["press", "release", "pinch-begin 1.0 touch", "pinch 2.0 600.0", "pinch-end 2.0",
                               "press", "pan-begin touch", "pan-end"])
        XCTAssertEqual(runner.app?.state["swiper.index"], "1", "a left one-finger swipe turned the page")
    }

    func testModifiersReachThePressAndThePan() throws {
        let (_, seen) = try gestures(.swiper, "click 500 300 ctrl\ndrag 800 350 600 350 100 ctrl+shift\nsettle")
        XCTAssertEqual(seen.first?.0, .hover(Point(500, 300)), "a mouse moves to where it clicks")
        XCTAssertEqual(seen.dropFirst().first?.0, .press(Point(500, 300), button: 1, modifiers: .control))
        XCTAssertTrue(seen.contains { $0.0 == .tap(Point(500, 300), count: 1, button: 1, modifiers: .control) })
        let pan = seen.compactMap { if case .panBegin(let i) = $0.0 { return i }; return nil }.first
        XCTAssertEqual(pan?.modifiers, [.control, .shift])
    }
}

/// The README's scenario section shows every command, and its example parses.
final class ScenarioReadmeTests: XCTestCase {
    func testTheReadmeScenarioExampleParsesAndShowsEveryCommand() throws {
        let readme = try String(contentsOfFile: PackagePaths.root + "/README.md", encoding: .utf8)
        guard let section = readme.components(separatedBy: "## Scenarios").dropFirst().first,
              let block = section.components(separatedBy: "```").dropFirst().first else {
            return XCTFail("README has no scenario example")
        }
        let lines = try ScenarioParser.parse(text: block, file: "README.md")
        let shown = Set(block.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        for command in ScenarioParser.usage.keys {
            XCTAssertTrue(shown.contains(command), "the README's scenario example shows '\(command)'")
        }
        XCTAssertEqual(lines.count, block.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count)
    }
}
