import FlickTestSupport
import Foundation
import XCTest

/// `FLICK_TRACE=frames`: any `FlickApp.run` program traces a `frame` line per presented frame
/// besides the trace of `FLICK_TRACE=1` (which has none), and none while nothing moves.
final class LiveFlickAppFrameTraceTests: XCTestCase {
    /// Drags the swiper of `probe` (window `window`) a page on; the pan-end's and the settled's indices.
    private func swipe(_ probe: ProbeProcess, window: String) throws -> (panEnd: Int, settled: Int) {
        let before = probe.count
        try probe.xdotool(["mousemove", "--window", window, "250", "120", "mousedown", "1",
                           "mousemove", "--window", window, "200", "120",
                           "mousemove", "--window", window, "50", "120", "mouseup", "1"])
        let panEnd = try probe.waitForTrace("gesture", from: before) { $0["kind"] as? String == "pan-end" }
        let settled = try probe.waitForTrace("settled", from: panEnd.index) { $0["seq"] as? Int == panEnd.fields["seq"] as? Int }
        return (panEnd.index, settled.index)
    }

    func testAFrameLinePerPresentedFrameDuringASwipeAndNoneWhileIdle() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["swiper", "Flick frames swiper"], display: xvfb.display,
                                     environment: ["FLICK_TRACE": "frames", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1"])
        let ready = try probe.waitForTrace("ready")
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        let first = try probe.waitForTrace("frame")
        XCTAssertGreaterThan(first.index, ready.index, "the first frame's line follows ready, which that frame brings")
        XCTAssertEqual(first.fields["t"] as? Double, ready.fields["t"] as? Double)
        XCTAssertNil(first.fields["interval"], "nothing was presented before the first frame")
        let restedAt = try probe.waitForTrace("settled", from: ready.index).index

        let (panEnd, settled) = try swipe(probe, window: window)
        let all = probe.lines(restedAt..<settled + 1).compactMap(ProbeProcess.traceFields)
        let frames = all.filter { $0["type"] as? String == "frame" }
        XCTAssertGreaterThanOrEqual(frames.count, 5, "the swipe's motion draws frame after frame: \(frames)")
        for f in frames {
            let ms = try XCTUnwrap(f["ms"] as? Double)
            XCTAssertGreaterThan(ms, 0, "\(f)")
            XCTAssertLessThan(ms, 1000, "\(f)")
            XCTAssertGreaterThan(try XCTUnwrap(f["interval"] as? Double), 0, "\(f)")
        }
        let times = frames.compactMap { $0["t"] as? Double }
        XCTAssertEqual(times, times.sorted(), "in the order they reached the screen")
        // The frame drawn at rest reaches the screen and is traced just before the settled it brings.
        let beforeSettled = probe.lines(panEnd..<settled).compactMap(ProbeProcess.traceFields)
            .last { $0["type"] as? String != "state" }
        XCTAssertEqual(beforeSettled?["type"] as? String, "frame")
        XCTAssertEqual(beforeSettled?["t"] as? Double,
                       ProbeProcess.traceFields(probe.lines(settled..<settled + 1)[0])?["t"] as? Double)

        // Idle: the window is asked about (real time passes) but nothing moves, so no frame comes
        // until the next input.
        let idleFrom = probe.count
        for _ in 0..<5 { try probe.xdotool(["getwindowname", window]) }
        let key = probe.count
        try probe.xdotool(["key", "--window", window, "Left"])
        let keyLine = try probe.waitForTrace("gesture", from: key).index
        let idle = probe.lines(idleFrom..<keyLine).compactMap(ProbeProcess.traceFields).filter { $0["type"] as? String == "frame" }
        XCTAssertEqual(idle.count, 0, "no frame while nothing moves: \(idle)")
        try probe.waitForTrace("settled", from: keyLine)
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "")
    }

    func testFlickTraceOneHasNoFrameLines() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["swiper", "Flick traced swiper"], display: xvfb.display,
                                     environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1"])
        let ready = try probe.waitForTrace("ready")
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        try probe.waitForTrace("settled", from: ready.index)
        let (_, settled) = try swipe(probe, window: window)
        let frames = probe.lines(0..<settled + 1).compactMap(ProbeProcess.traceFields).filter { $0["type"] as? String == "frame" }
        XCTAssertEqual(frames.count, 0)
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
    }
}
