import FlickTestSupport
import Foundation
import XCTest

/// `FLICK_TRACE=1`: any `FlickApp.run` program prints the trace contract on stdout, through
/// `flick-app-probe swiper` in a real window on a private Xvfb (waiting on trace lines, never a sleep).
final class LiveFlickAppTraceTests: XCTestCase {
    func testReadyAGestureWithItsSequenceTheStateAndTheSettledThatFollowsIt() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["swiper", "Flick traced swiper"], display: xvfb.display,
                                     environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1"])
        let ready = try probe.waitForTrace("ready")
        XCTAssertEqual(ready.fields["width"] as? Int, 320)
        XCTAssertEqual(ready.fields["height"] as? Int, 240)
        XCTAssertEqual(ready.fields["scale"] as? Double, 1)
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        let index = try probe.waitForTrace("state", from: ready.index) { $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(index.fields["value"] as? String, "0", "every state value follows ready")
        try probe.waitForTrace("settled", from: ready.index)

        let before = probe.count
        try probe.xdotool(["mousemove", "--window", window, "250", "120", "mousedown", "1",
                           "mousemove", "--window", window, "200", "120",
                           "mousemove", "--window", window, "50", "120", "mouseup", "1"])
        let panEnd = try probe.waitForTrace("gesture", from: before) { $0["kind"] as? String == "pan-end" }
        let seq = try XCTUnwrap(panEnd.fields["seq"] as? Int)
        XCTAssertGreaterThan(seq, 0)
        let settled = try probe.waitForTrace("settled", from: panEnd.index)
        XCTAssertEqual(settled.fields["seq"] as? Int, seq, "the settled that follows the drag names it")
        let swiped = probe.lines(panEnd.index..<settled.index).compactMap(ProbeProcess.traceFields)
            .filter { $0["type"] as? String == "state" && $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(swiped.map { $0["value"] as? String }, ["1"], "the swipe committed before it settled")

        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "")
    }
}
