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
        XCTAssertEqual(ready.fields["width"] as? Int, 360, "at least the smallest window")
        XCTAssertEqual(ready.fields["height"] as? Int, 360)
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

    /// A session bus that accepts connections and never answers (a stopped dbus-daemon): the
    /// window is up within a second all the same, input is answered, and the program names the
    /// two services it goes on without, once each.
    func testAStoppedSessionBusNeitherDelaysAnyProgramsWindowNorItsInput() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let bus = try SessionBus()
        defer { bus.stop() }
        bus.pause()
        let probe = try ProbeProcess(["swiper", "Flick swiper on a stopped bus"], display: xvfb.display,
                                     environment: bus.environment.merging(["FLICK_TRACE": "1", "FLICK_TEST": "1"]) { $1 })
        let ready = try probe.waitForTrace("ready")
        XCTAssertLessThan(try XCTUnwrap(ready.fields["t"] as? Double), 1000, "the first frame within a second of launch")
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        try probe.waitForTrace("settled", from: ready.index)
        let before = probe.count
        try probe.xdotool(["key", "--window", window, "Right"])
        let moved = try probe.waitForTrace("state", from: before) { $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(moved.fields["value"] as? String, "1")
        let accessibility = "flick-app-probe: accessibility bus not answering after 2 s; going on without screen reader support\n"
        let portal = "flick-app-probe: settings portal not answering after 2 s; going on without its colour scheme\n"
        XCTAssertTrue(probe.waitForError(containing: accessibility), probe.standardError)
        XCTAssertTrue(probe.waitForError(containing: portal), probe.standardError)
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError.components(separatedBy: "not answering").count, 3, "once each: \(probe.standardError)")
    }

    func testAnyProgramFollowsTheSystemsColourSchemeLiveAndFlickThemeWinsOverIt() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let bus = try SessionBus()
        defer { bus.stop() }
        let portal = try FakePortal(bus: bus, scheme: 2)
        defer { portal.stop() }
        let environment = bus.environment.merging(["FLICK_TRACE": "1", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1"]) { $1 }
        let probe = try ProbeProcess(["swiper", "Flick themed swiper"], display: xvfb.display, environment: environment)
        let ready = try probe.waitForTrace("ready")
        let first = try probe.waitForTrace("state", from: ready.index) { $0["key"] as? String == "appearance" }
        XCTAssertEqual(first.fields["value"] as? String, "light", "the portal's prefer-light, read before the first frame")
        let before = probe.count
        try portal.setScheme(1)
        let changed = try probe.waitForTrace("state", from: before) { $0["key"] as? String == "appearance" }
        XCTAssertEqual(changed.fields["value"] as? String, "dark", "SettingChanged, followed live")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)

        let fixed = try ProbeProcess(["swiper", "Flick dark swiper"], display: xvfb.display,
                                     environment: environment.merging(["FLICK_THEME": "dark"]) { $1 })
        let fixedReady = try fixed.waitForTrace("ready")
        let fixedFirst = try fixed.waitForTrace("state", from: fixedReady.index) { $0["key"] as? String == "appearance" }
        XCTAssertEqual(fixedFirst.fields["value"] as? String, "dark", "FLICK_THEME wins over the system")
        fixed.terminate()
        XCTAssertEqual(try fixed.waitForExit(), 0)
    }

    func testWithoutAPortalTheXSettingsThemeIsFollowedLive() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let manager = try XSettingsManager(displayName: xvfb.display, theme: "Adwaita-dark")
        let probe = try ProbeProcess(["swiper", "Flick xsettings swiper"], display: xvfb.display,
                                     environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1",
                                                   "DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": ""])
        let ready = try probe.waitForTrace("ready")
        let first = try probe.waitForTrace("state", from: ready.index) { $0["key"] as? String == "appearance" }
        XCTAssertEqual(first.fields["value"] as? String, "dark")
        let before = probe.count
        manager.setTheme("Adwaita")
        let changed = try probe.waitForTrace("state", from: before) { $0["key"] as? String == "appearance" }
        XCTAssertEqual(changed.fields["value"] as? String, "light", "a theme name not ending in -dark, followed live")
        let gone = probe.count
        manager.quit()
        let left = try probe.waitForTrace("state", from: gone) { $0["key"] as? String == "appearance" }
        XCTAssertEqual(left.fields["value"] as? String, "dark", "no manager, no answer: dark")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
    }
}
