import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// What the window tells the desktop, read back with xprop from the real `flick --demo swiper`
/// on its own Xvfb: a title naming the demo, the icon in several sizes, the process id and the
/// machine; and ctrl+q quitting with exit code 0 whatever is going on.
final class LiveWindowPropertiesTests: LiveDemoTestCase {
    override var demo: String { "swiper" }

    func testTheTitleNamesTheShownDemo() throws {
        XCTAssertEqual(try LiveWindow.property("_NET_WM_NAME", of: window, on: server), "\"Flick — Swiper\"")
        XCTAssertEqual(try LiveWindow.property("_NET_WM_ICON_NAME", of: window, on: server), "\"Flick — Swiper\"")
        // The Latin-1 WM_NAME has a plain dash for the em dash.
        XCTAssertEqual(try LiveWindow.property("WM_NAME", of: window, on: server), "\"Flick - Swiper\"")
    }

    func testThePidAndTheClientMachineNameTheProcess() throws {
        XCTAssertEqual(try LiveWindow.property("_NET_WM_PID", of: window, on: server), "\(app.process.processIdentifier)")
        let host = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try LiveWindow.property("WM_CLIENT_MACHINE", of: window, on: server), "\"\(host)\"")
    }

    func testTheIconIsOfferedInSeveralSizesAsFlickDrawsIt() throws {
        let numbers = try LiveWindow.cardinals("_NET_WM_ICON", of: window, on: server)
        var sizes: [Int] = []
        var i = 0
        while i + 2 <= numbers.count {
            let w = numbers[i], h = numbers[i + 1]
            sizes.append(w)
            XCTAssertEqual(w, h, "a square icon")
            i += 2 + w * h
        }
        XCTAssertEqual(i, numbers.count, "the sizes and pixels fill the property exactly")
        XCTAssertEqual(sizes, [16, 24, 32, 48, 64, 128])
        let expected = AppIcon.windowIcons().flatMap { [$0.width, $0.height] + $0.argb.map(Int.init) }
        XCTAssertEqual(numbers, expected, "the window's icon is the AppIcon drawing")
    }

    func testCtrlQQuitsWithExitCodeZero() throws {
        try app.xdotool(["key", "ctrl+q"])
        XCTAssertEqual(try LiveWindow.waitForExit(app), 0, app.standardError)
        XCTAssertEqual(app.standardError, "")
    }

    func testCtrlQQuitsInTheMiddleOfADrag() throws {
        let mark = app.count
        try app.xdotool(["mousemove", "800", "350", "mousedown", "1", "mousemove", "700", "350", "sleep", "0.02",
                         "mousemove", "600", "350"])
        try app.waitFor(from: mark, "pan-begin") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-begin" }
        try app.xdotool(["key", "ctrl+q"])
        XCTAssertEqual(try LiveWindow.waitForExit(app), 0, app.standardError)
        _ = try? app.xdotool(["mouseup", "1"])
    }
}

/// The shell: its title follows the demo it shows, and ctrl+q quits with a drawer open.
final class LiveShellWindowTitleTests: LiveDemoTestCase {
    override var demo: String { "shell" }

    func testTheTitleFollowsTheDemoTheShellShows() throws {
        XCTAssertEqual(try LiveWindow.property("_NET_WM_NAME", of: window, on: server), "\"Flick — Swiper\"")
        var mark = app.count
        try app.xdotool(["key", "F9"])
        mark = try app.waitState("deck.state", "left", after: mark)
        try app.waitSettled(after: mark)
        // The deck's row: the drawer lies under the 48 px bar.
        try app.xdotool(["mousemove", "100", "368", "click", "1"])
        mark = try app.waitState("demo", "deck", after: mark)
        XCTAssertEqual(try LiveWindow.property("_NET_WM_NAME", of: window, on: server), "\"Flick — Deck\"")
        XCTAssertEqual(try LiveWindow.property("WM_NAME", of: window, on: server), "\"Flick - Deck\"")
    }

    func testCtrlQQuitsWithTheDemoListOpen() throws {
        var mark = app.count
        try app.xdotool(["key", "F9"])
        mark = try app.waitState("deck.state", "left", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["key", "ctrl+q"])
        XCTAssertEqual(try LiveWindow.waitForExit(app), 0, app.standardError)
    }
}

/// xprop readings of a live window and waiting for the app to end.
enum LiveWindow {
    /// The value xprop prints for `property` (after " = "), read in a UTF-8 locale.
    static func property(_ property: String, of window: String, on server: XvfbServer) throws -> String {
        let r = try ProcessResult.run(try XvfbServer.which("xprop"), ["-id", window, property],
                                      environment: ["DISPLAY": server.display, "LC_ALL": "C.UTF-8"])
        guard r.status == 0, let range = r.stdout.range(of: " = ") else {
            throw HarnessError.message("xprop \(property) gave no value: \(r.stdout)\(r.stderr)")
        }
        return String(r.stdout[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A CARDINAL[] property as numbers (xprop's 32c format, given before the property).
    static func cardinals(_ property: String, of window: String, on server: XvfbServer) throws -> [Int] {
        let r = try ProcessResult.run(try XvfbServer.which("xprop"), ["-id", window, "-notype", "32c", property],
                                      environment: ["DISPLAY": server.display])
        guard r.status == 0, let range = r.stdout.range(of: " = ") else {
            throw HarnessError.message("xprop \(property) gave no value: \(r.stdout)\(r.stderr)")
        }
        return try r.stdout[range.upperBound...].split(separator: ",").map {
            let text = $0.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let n = Int(text) else { throw HarnessError.message("xprop \(property): '\(text)' is not a number") }
            return n
        }
    }

    /// Waits for the app to exit on its own (never terminating it) and returns its exit status.
    /// The timeout only guards against a hang.
    static func waitForExit(_ app: LiveFlick, timeout: Double = 20) throws -> Int32 {
        let done = DispatchSemaphore(value: 0)
        let process = app.process
        Thread.detachNewThread {
            process.waitUntilExit()
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            throw HarnessError.message("flick did not exit within \(timeout) s; stderr: \(app.standardError)")
        }
        XCTAssertEqual(process.terminationReason, .exit, "flick ended by a signal")
        return process.terminationStatus
    }
}
