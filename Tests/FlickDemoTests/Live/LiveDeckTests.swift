@testable import FlickDemo
import Foundation
import XCTest

/// The deck demo in the real `flick` on its own Xvfb: sides opened and closed by dragging the
/// center and by keys, each window compared with `flick record` of the same steps; asleep while
/// a side stays open.
final class LiveDeckTests: LiveDemoTestCase {
    override var demo: String { "deck" }

    /// A horizontal drag with the button held, 20 px a frame (about 1200 px/s: a flick).
    private func drag(from x0: Int, to x1: Int, y: Int) throws {
        var args = ["mousemove", "\(x0)", "\(y)", "mousedown", "1"]
        let steps = max(1, abs(x1 - x0) / 20)
        for i in 1...steps { args += ["mousemove", "\(x0 + (x1 - x0) * i / steps)", "\(y)", "sleep", "0.016"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
    }

    private func panEnded(after mark: Int) throws -> Int {
        try app.waitFor(from: mark, "pan-end") { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pan-end" }
    }

    func testDraggingTheCenterOpensTheLeftSideAndDraggingItBackClosesIt() throws {
        var mark = app.count
        try drag(from: 200, to: 900, y: 420)
        let opened = try app.waitState("deck.state", "left", after: try panEnded(after: mark))
        try app.waitSettled(after: try app.waitState("deck.offset", "256", after: opened))
        // The pointer rested on the page's row before the press (xdotool moves it there first), so
        // the row keeps its hover under the open menu, as in the live window.
        try assertWindowMatchesHeadless("move 200 420\ndrag 200 420 900 420 600\nsettle", "drag-open-left")
        mark = app.count
        // Back across the menu, a sidebar a quarter of the 1024 px window wide.
        try drag(from: 240, to: 20, y: 420)
        let closed = try app.waitState("deck.state", "closed", after: try panEnded(after: mark))
        try app.waitSettled(after: try app.waitState("deck.offset", "0", after: closed))
    }

    func testKeysOpenAndCloseBothSidesAndTheWindowMatchesTheHeadlessRender() throws {
        var mark = app.count
        try app.xdotool(["key", "F7"])
        mark = try app.waitState("deck.state", "left", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["key", "Escape"])
        mark = try app.waitState("deck.state", "closed", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["key", "F8"])
        mark = try app.waitState("deck.state", "right", after: mark)
        try app.waitSettled(after: try app.waitState("deck.offset", "-360", after: mark))
        try assertWindowMatchesHeadless("key F7\nsettle\nkey Escape\nsettle\nkey F8\nsettle", "keys")
    }

    func testNothingWakesTheProcessWhileASideStaysOpen() throws {
        let mark = app.count
        try app.xdotool(["key", "F8"])
        try app.waitSettled(after: try app.waitState("deck.offset", "-360", after: mark))
        // The last frame's MIT-SHM completion event arrives just after `settled`; let it land,
        // then measure two idle seconds (a measurement, not a wait for the app).
        Thread.sleep(forTimeInterval: 0.3)
        let pid = app.process.processIdentifier
        let before = try usage(pid)
        Thread.sleep(forTimeInterval: 2.0)
        let after = try usage(pid)
        XCTAssertEqual(after.switches, before.switches, "the idle app woke up \(after.switches - before.switches) times in 2 s")
        XCTAssertEqual(after.cpuTicks, before.cpuTicks, "the idle app used CPU time")
    }

    /// Context switches of every thread and CPU ticks (user + system) of a process.
    private func usage(_ pid: Int32) throws -> (switches: Int, cpuTicks: Int) {
        var switches = 0
        for task in try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            for line in status.split(separator: "\n") where line.contains("ctxt_switches") {
                switches += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
        }
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        // After the command name: state is field 3, utime 14 and stime 15 (1-based, counting pid and comm).
        let ticks = fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
        return (switches, ticks)
    }
}
