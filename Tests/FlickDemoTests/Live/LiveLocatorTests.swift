@testable import FlickDemo
import FlickTestSupport
import Foundation
import XCTest

/// A test author's path under Xvfb (issue 19): `--test` starts hermetic whatever the environment
/// says, elements are found by name (from `flick record`'s `elements`, the same tree the app has)
/// and clicked with a real pointer, and the trace pairs each `settled` with its input.
final class LiveLocatorTests: XCTestCase {
    private var server: XvfbServer!
    private var fonts = ""

    override func setUpWithError() throws {
        fonts = try FontPinning.writeConfig()
        server = try XvfbServer()
    }

    override func tearDown() { server?.stop() }

    /// The centre of the element named `name` (window pixels) in `demo` at rest, from `flick record`.
    private func center(of name: String, role: String, demo: String) throws -> (Int, Int) {
        let out = PackagePaths.freshOutput("live-locators/\(demo)")
        let script = out + "/find.scenario"
        try "settle\nelements tree\n".write(toFile: script, atomically: true, encoding: .utf8)
        let r = try ProcessResult.flick(["record", "--script", script, "--out", out, "--demo", demo])
        XCTAssertEqual(r.status, 0, r.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/tree.json"))
        func find(_ node: [String: Any]) -> [String: Any]? {
            if node["name"] as? String == name, node["role"] as? String == role { return node }
            for child in node["children"] as? [[String: Any]] ?? [] { if let f = find(child) { return f } }
            return nil
        }
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frame = try XCTUnwrap(find(root)?["frame"] as? [String: Double], "\(role) \"\(name)\" in the tree")
        return (Int(frame["x"]! + frame["width"]! / 2), Int(frame["y"]! + frame["height"]! / 2))
    }

    func testTheTestSwitchIgnoresTheScaleAndSavedStateAndWritesNothing() throws {
        let dirs = StateDirs.empty()
        defer { dirs.remove() }
        let env = dirs.environment.merging(["FONTCONFIG_FILE": fonts, "FLICK_SCALE": "2"]) { $1 }
        let app = try LiveFlick(["--test", "--demo", "swiper"], server: server, environment: env)
        let ready = try app.waitFor("the ready line") { $0["type"] as? String == "ready" }
        XCTAssertEqual(app.line(ready)["scale"] as? Double, 1, "scale 1 whatever FLICK_SCALE says")
        XCTAssertEqual(app.line(ready)["width"] as? Int, 1024)
        try app.waitSettled(after: 0)
        let mark = app.count
        try app.xdotool(["key", "Right"])
        try app.waitState("swiper.index", "1", after: mark)
        XCTAssertEqual(app.stop(), 0, app.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dirs.settingsFile), "nothing saved")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dirs.sessionFile), "nothing saved")
        XCTAssertFalse(app.standardError.contains("flick:"), "no warning about missing files: \(app.standardError)")
    }

    func testAButtonFoundByNameIsClickedAndItsSettledFollowsItsInput() throws {
        let (x, y) = try center(of: "New Page", role: "button", demo: "carousel")
        let app = try LiveFlick(["--test", "--demo", "carousel"], server: server, environment: ["FONTCONFIG_FILE": fonts])
        let window = try app.waitReady()
        try app.waitSettled(after: 0)
        let mark = app.count
        try app.xdotool(["mousemove", "--window", window, String(x), String(y), "click", "1"])
        let added = try app.waitState("carousel.count", "7", after: mark)
        let tap = try app.waitFor(from: mark, "the click's gesture line") {
            $0["type"] as? String == "gesture" && $0["kind"] as? String == "tap"
        }
        let seq = try XCTUnwrap(app.line(tap)["seq"] as? Int)
        let settled = try app.waitFor(from: added, "the settled after the new page") {
            $0["type"] as? String == "settled" && ($0["seq"] as? Int ?? 0) >= seq
        }
        XCTAssertGreaterThan(settled, tap)
        XCTAssertEqual(app.stop(), 0, app.standardError)
    }
}
