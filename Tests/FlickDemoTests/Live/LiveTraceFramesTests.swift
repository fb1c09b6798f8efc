import FlickTestSupport
import Foundation
import XCTest

/// `flick --trace-frames`: the `--trace` lines and a `frame` line per presented frame, with the
/// time it took to make; none while nothing moves.
final class LiveTraceFramesTests: XCTestCase {
    private var server: XvfbServer!
    private var fonts = ""

    override func setUpWithError() throws {
        fonts = try FontPinning.writeConfig()
        server = try XvfbServer()
    }

    override func tearDown() { server?.stop() }

    func testASwipeTracesItsFramesAndIdleTracesNone() throws {
        let app = try LiveFlick(["--test", "--demo", "swiper", "--size", "640x480", "--trace-frames"], server: server,
                                environment: ["FONTCONFIG_FILE": fonts, "NO_AT_BRIDGE": "1"])
        let window = try app.waitReady()
        let rest = try app.waitSettled(after: 0)
        let before = app.count
        try app.xdotool(["mousemove", "--window", window, "500", "240", "mousedown", "1",
                         "mousemove", "--window", window, "400", "240",
                         "mousemove", "--window", window, "100", "240", "mouseup", "1"])
        let panEnd = try app.waitFor(from: before, "the pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
        let seq = app.line(panEnd)["seq"] as? Int
        let settled = try app.waitFor(from: panEnd, "the swipe's settled") { $0["type"] as? String == "settled" && $0["seq"] as? Int == seq }
        let frames = app.lines(rest..<settled).filter { $0["type"] as? String == "frame" }
        XCTAssertGreaterThanOrEqual(frames.count, 5, "\(frames)")
        for f in frames {
            XCTAssertGreaterThan(f["ms"] as? Double ?? 0, 0, "\(f)")
            XCTAssertGreaterThan(f["interval"] as? Double ?? 0, 0, "\(f)")
        }
        XCTAssertEqual(app.lines(panEnd..<settled).last { $0["type"] as? String != "state" }?["type"] as? String, "frame",
                       "the frame at rest comes just before its settled")

        let idleFrom = app.count
        for _ in 0..<5 { try app.xdotool(["getwindowname", window]) }
        let keyFrom = app.count
        try app.xdotool(["key", "--window", window, "Left"])
        let key = try app.waitFor(from: keyFrom, "the key's gesture") { $0["type"] as? String == "gesture" }
        XCTAssertEqual(app.lines(idleFrom..<key).filter { $0["type"] as? String == "frame" }.count, 0, "no frame while idle")
        try app.waitSettled(after: key)
        XCTAssertEqual(app.stop(), 0, app.standardError)
    }
}
