import FlickTestSupport
import Foundation
import XCTest

/// `FLICK_TRACE=1`: any `FlickApp.run` program prints the trace contract on stdout, through
/// `flick-app-probe swiper` in a real window on a private Xvfb (waiting on trace lines, never a sleep).
final class LiveFlickAppTraceTests: XCTestCase {
    /// A trace line's fields, or nil for a line that is not one (the probe's own report lines).
    private func fields(_ line: String) -> [String: Any]? {
        guard line.hasPrefix("{") else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// Waits for the first trace line of `type` from index `from` on that `matches`.
    @discardableResult
    private func waitForTrace(_ probe: ProbeProcess, _ type: String, from: Int = 0,
                              where matches: @escaping ([String: Any]) -> Bool = { _ in true }) throws -> (index: Int, fields: [String: Any]) {
        let found = try probe.waitFor("a '\(type)' trace line", from: from) { line in
            guard let f = self.fields(line) else { return false }
            return f["type"] as? String == type && matches(f)
        }
        return (found.index, fields(found.line)!)
    }

    func testReadyAGestureWithItsSequenceTheStateAndTheSettledThatFollowsIt() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["swiper", "Flick traced swiper"], display: xvfb.display,
                                     environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1"])
        let ready = try waitForTrace(probe, "ready")
        XCTAssertEqual(ready.fields["width"] as? Int, 320)
        XCTAssertEqual(ready.fields["height"] as? Int, 240)
        XCTAssertEqual(ready.fields["scale"] as? Double, 1)
        let hex = try XCTUnwrap(ready.fields["window"] as? String)
        let window = String(try XCTUnwrap(UInt(hex.dropFirst(2), radix: 16)), radix: 10)  // xdotool takes it in decimal
        let index = try waitForTrace(probe, "state", from: ready.index) { $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(index.fields["value"] as? String, "0", "every state value follows ready")
        try waitForTrace(probe, "settled", from: ready.index)

        let before = probe.count
        try probe.xdotool(["mousemove", "--window", window, "250", "120", "mousedown", "1",
                           "mousemove", "--window", window, "200", "120",
                           "mousemove", "--window", window, "50", "120", "mouseup", "1"])
        let panEnd = try waitForTrace(probe, "gesture", from: before) { $0["kind"] as? String == "pan-end" }
        let seq = try XCTUnwrap(panEnd.fields["seq"] as? Int)
        XCTAssertGreaterThan(seq, 0)
        let settled = try waitForTrace(probe, "settled", from: panEnd.index)
        XCTAssertEqual(settled.fields["seq"] as? Int, seq, "the settled that follows the drag names it")
        let swiped = probe.lines(panEnd.index..<settled.index).compactMap(fields)
            .filter { $0["type"] as? String == "state" && $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(swiped.map { $0["value"] as? String }, ["1"], "the swipe committed before it settled")

        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "")
    }
}
