import FlickTestSupport
import XCTest

/// `EmbeddedHost` in an X11 program of its own (`flick-app-probe embed`) on a private Xvfb:
/// Flick draws into the program's child window, reacts to input there, and leaves the
/// program's own events to the program.
final class LiveEmbeddingTests: XCTestCase {
    private static let blue: UInt32 = 0x2050C0
    private static let red: UInt32 = 0xD03030

    func testAnEmbeddedComponentDrawsReactsAndLeavesTheProgramItsOwnEvents() throws {
        try embed(environment: [:])
    }

    func testEmbeddingWorksWithoutSharedMemoryToo() throws {
        try embed(environment: ["FLICK_NO_SHM": "1"])
    }

    private func embed(environment: [String: String]) throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let probe = try ProbeProcess(["embed"], display: xvfb.display, environment: environment)
        let ready = try probe.waitFor("ready").line.split(separator: " ").map(String.init)
        let (child, top) = (ready[1], ready[2])
        try probe.waitFor("presented rest")
        XCTAssertEqual(try probe.color(ofWindow: child, x: 120, y: 80), Self.blue, "Flick drew into the program's window")

        var mark = probe.count
        try probe.xdotool(["mousemove", "--window", child, "120", "80", "click", "1"])
        let tap = try probe.waitFor("tap", from: mark)
        XCTAssertEqual(tap.line, "tap 120 80 1", "positions are the child window's")
        try probe.waitFor("presented rest", from: tap.index)
        XCTAssertEqual(try probe.color(ofWindow: child, x: 120, y: 80), Self.red, "the tap's frame is on screen")

        mark = probe.count
        try probe.xdotool(["mousemove", "--window", child, "200", "80", "mousedown", "1",
                           "mousemove", "--window", child, "150", "80",
                           "mousemove", "--window", child, "60", "80", "mouseup", "1"])
        XCTAssertEqual(try probe.waitFor("pan-end", from: mark).line, "pan-end -140 0")

        mark = probe.count
        try probe.xdotool(["key", "Right"])
        XCTAssertEqual(try probe.waitFor("key", from: mark).line, "key Right")

        // A press on the program's own window stays in its queue for the program.
        mark = probe.count
        try probe.xdotool(["mousemove", "--window", top, "10", "10", "click", "1"])
        XCTAssertEqual(try probe.waitFor("program press", from: mark).line, "program press 10 10")
        mark = probe.count
        try probe.xdotool(["mousemove", "--window", child, "30", "30", "click", "1"])
        XCTAssertEqual(try probe.waitFor("tap", from: mark).line, "tap 30 30 2")

        // The program resizes its child window: the component is laid out again and drawn for it.
        mark = probe.count
        try probe.send("resize 300 200")
        let layout = try probe.waitFor("layout", from: mark)
        XCTAssertEqual(layout.line, "layout 300x200")
        try probe.waitFor("presented rest", from: layout.index)
        XCTAssertEqual(try probe.color(ofWindow: child, x: 290, y: 190), Self.blue,
                       "the grown part is Flick's (two taps: blue again), not the window's black background")

        probe.closeInput()
        try probe.waitFor("closed")
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "")
    }
}
