import FlickHost
import FlickCore
import FlickKit
import FlickTracing
import Foundation

/// Drives any component the way a person would, on virtual time, for tests from XCTest or Swift
/// Testing (after Flutter's `WidgetTester`): pointer and keys through the same recognizer as a
/// window, elements found by name in the semantics tree, `settle` until nothing moves, the
/// published state, shots of the frame and whole scenarios.
///
/// ```swift
/// let tester = ComponentTester(root, size: Size(640, 480))
/// tester.drag(from: Point(500, 240), to: Point(100, 240), ms: 300)
/// tester.settle()
/// tester.state["swiper.index"]                  // "1"
/// tester.click("Next")                          // the element named Next, moving there first
/// try tester.run(script: "key Right\nsettle\nexpect swiper.index 2\n")
/// ```
///
/// Two levels of input share one virtual clock. Window input (`drag(from:to:ms:)`, `click`, `key`,
/// `settle`, scripts) goes through the recognizer in whole frames, as `flick record` replays it.
/// Gestures (`send`, `drag(from:by:velocity:)`, `tap(at:)`, with `elapse`, `frame` and `runToRest`)
/// reach the root as the recognizer would deliver them, at exact times and velocities: what a test
/// of a component's own gesture handling needs (a fling at 1,500 px/s, a press held 0.5 s).
///
/// A step that cannot be done (no element of that name, a `settle` that never ends) goes to
/// `onFailure`: by default it is kept in `failures` and printed; set it to your framework's
/// recorder (`{ XCTFail($0, file: $1, line: $2) }`, or Swift Testing's `Issue.record`).
public final class ComponentTester {
    /// The runner underneath (the same as `flick record`'s).
    public let runner: ScenarioRunner
    /// The component under test.
    public let root: any Component
    /// The host of `root` (its tooltips, scale, semantics), the one window input and scripts reach.
    public let host: ComponentHost
    /// Called with every scene `frame()` builds (what a test collects from each frame).
    public var onFrame: ((SceneNode) -> Void)?
    let app: TesterApp
    /// Steps that could not be done, with where they were asked for.
    public private(set) var failures: [String] = []
    /// Where a step that cannot be done is reported: message, file and line of the call.
    public var onFailure: ((_ message: String, _ file: StaticString, _ line: UInt) -> Void)?

    /// A tester of `root` in a window of `size` (device pixels) at `scale`, `fps` frames a second,
    /// its clock starting at `startTime` seconds. Failures of `run(script:)` write their pictures
    /// to `outputDirectory` (a temporary folder by default).
    public init(_ root: any Component, size: Size, scale: Double = 1, fps: Int = 60, outputDirectory: String? = nil,
                startTime: Double = 0) {
        let out = outputDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("flick-tester-\(getpid())-\(UUID().uuidString)").path
        self.root = root
        host = ComponentHost(root, size: size, scale: scale, now: startTime)
        let app = TesterApp(host: host, offset: startTime)
        self.app = app
        runner = ScenarioRunner(size: size, fps: fps, scale: scale, outputDirectory: out) { _, _, _ in app }
        // The runner takes its app at its first line: a wait of no time hands it over now, so that
        // every later line (a new size first of all) reaches this host.
        perform(.wait(ms: 0), #filePath, #line)
    }

    /// Virtual time, seconds: the runner's frames plus what `elapse` let pass, from `startTime`.
    public var now: Double { runner.now + app.offset }

    /// The published state now (the root's).
    public var state: [String: String] { root.state }

    /// The semantics tree now: a window node and everything under it.
    public var tree: SemanticsNode { runner.elements() }

    /// Every element now (the tree flattened, reading order within each level).
    public var elements: [SemanticsNode] { tree.allNodes }

    // MARK: Input

    /// Presses at `from`, moves in a straight line to `to` over `ms`, releases.
    public func drag(from: Point, to: Point, ms: Double, file: StaticString = #filePath, line: UInt = #line) {
        perform(.drag(from: .point(from), to: .point(to), ms: ms), file, line)
    }

    /// Moves to the element named `name` (of `role`, if given) and clicks it. Several on screen
    /// fail, naming them, unless `pick` says which (`.first`, `.nth(2)`).
    public func click(_ name: String, role: SemanticsRole? = nil, pick: ElementLocator.Pick? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        var locator = ElementLocator(role: role, name: name)
        locator.pick = pick
        perform(.click(.element(locator)), file, line)
    }

    /// Moves to `point` and clicks there.
    public func click(at point: Point, file: StaticString = #filePath, line: UInt = #line) {
        perform(.click(.point(point)), file, line)
    }

    /// Moves the pointer to `point` without a button.
    public func move(to point: Point, file: StaticString = #filePath, line: UInt = #line) {
        perform(.move(.point(point)), file, line)
    }

    /// Sends a key as a scenario writes it: `Right`, `Return`, `ctrl+t`.
    public func key(_ combo: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let key = KeyCombo(parsing: combo) else { return fail("bad key \(Quoted.text(combo))", file, line) }
        perform(.key(key), file, line)
    }

    /// Types `text` as a scenario's `type` line does: one key press per character (grapheme
    /// cluster), each carrying its text.
    public func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        perform(.type(text), file, line)
    }

    /// Lets `ms` of virtual time pass, drawing frames.
    public func wait(ms: Double, file: StaticString = #filePath, line: UInt = #line) {
        perform(.wait(ms: ms), file, line)
    }

    /// Runs until nothing moves (at most 10 s of virtual time).
    public func settle(file: StaticString = #filePath, line: UInt = #line) {
        perform(.settle, file, line)
    }

    // MARK: Guidelines

    /// Checks the frame on screen as a scenario's `check accessibility` does: each control
    /// without a name, each text under 4.5:1 contrast (3:1 when large) against what is drawn
    /// behind it, each pointer target under 24x24 px is reported to `onFailure`; returns them.
    @discardableResult
    public func checkAccessibility(file: StaticString = #filePath, line: UInt = #line) -> [AccessibilityFinding] {
        let findings = runner.checkAccessibility()
        for finding in findings { fail("check accessibility: \(finding)", file, line) }
        return findings
    }

    // MARK: Pictures and scenarios

    /// Writes the current frame to `directory`/`name`.png and returns its path.
    @discardableResult
    public func shot(_ name: String, in directory: String) throws -> String {
        try runner.shot(named: name, in: directory)
    }

    /// Runs scenario text (the language of `flick record`) from where the tester is; throws
    /// `FlickError` with `tester:LINE:` for a syntax error or a failed `expect`.
    public func run(script: String) throws {
        try runner.run(try ScenarioParser.parse(text: script, file: "tester"))
    }

    func perform(_ command: ScenarioCommand, _ file: StaticString, _ line: UInt) {
        do {
            try runner.run([ScenarioLine(command: command, file: "\(file)", line: Int(line))])
        } catch let e as FlickError {
            fail(e.message, file, line)
        } catch {
            fail("\(error)", file, line)
        }
    }

    func fail(_ message: String, _ file: StaticString, _ line: UInt) {
        failures.append(message)
        if let onFailure { onFailure(message, file, line) } else {
            FileHandle.standardError.write(Data("FlickTesting: \(message)\n".utf8))
        }
    }
}
