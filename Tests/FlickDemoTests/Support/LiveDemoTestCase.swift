import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// Base for live tests: the real `flick --trace` of one demo on a private Xvfb with pinned
/// fonts, ready and settled before each test, and a comparison of the window with
/// `flick record` of the same steps. Subclasses name the demo.
class LiveDemoTestCase: XCTestCase {
    /// The demo under test (`shell` runs `flick` with no `--demo`, as a user would).
    var demo: String { "swiper" }

    var server: XvfbServer!
    var app: LiveFlick!
    /// The window id from the `ready` line.
    var window = ""
    /// The pinned fontconfig file the live app and `flick record` share.
    var fonts = ""

    override func setUpWithError() throws {
        fonts = try FontPinning.writeConfig()
        server = try XvfbServer()
        let arguments = demo == "shell" ? [] : ["--demo", demo]
        app = try LiveFlick(arguments, server: server, environment: ["FONTCONFIG_FILE": fonts])
        window = try app.waitReady()
        try app.waitSettled(after: 0)
    }

    override func tearDown() {
        _ = app?.stop()
        server?.stop()
    }

    /// Captures the window and compares it exactly with `flick record` of `scenario` (its last frame).
    func assertWindowMatchesHeadless(_ scenario: String, _ name: String,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = PackagePaths.freshOutput("live/\(demo)-\(name)")
        let live = dir + "/live.png"
        try app.capture(window: window, to: live)
        let script = dir + "/s.scenario"
        try (scenario + "\nshot headless\n").write(toFile: script, atomically: true, encoding: .utf8)
        let r = try ProcessResult.flick(["record", "--script", script, "--demo", demo, "--out", dir])
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        let c = try ImageComparison.compare(expected: dir + "/headless.png", actual: live, diffPath: dir + "/diff.png")
        XCTAssertTrue(c.matches, "\(name): window differs from the headless render: \(c.summary)\n  live: \(live)\n  headless: \(dir)/headless.png\n  diff: \(dir)/diff.png", file: file, line: line)
    }

    /// Voluntary plus involuntary context switches of every thread of a process.
    func contextSwitches(_ pid: Int32) throws -> Int { try ContextSwitches.count(of: pid) }
}
