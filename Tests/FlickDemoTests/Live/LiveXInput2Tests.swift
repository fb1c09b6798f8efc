@testable import FlickDemo
import FlickTestSupport
import Foundation
import XCTest

/// XInput 2 live: the real `flick` on Xvfb (which reports XInput 2.4) selects XI2 events, and
/// XTest input (whose device has neither scroll valuators nor touches: those paths are tested on
/// decoded structures in FlickX11Tests) still works; with FLICK_NO_XI2=1 the core events do the same.
final class LiveXInput2Tests: XCTestCase {
    private var server: XvfbServer!
    private var app: LiveFlick!
    private var window = ""

    override func tearDown() {
        _ = app?.stop()
        server?.stop()
    }

    private func launch(_ environment: [String: String]) throws {
        server = try XvfbServer()
        app = try LiveFlick(["--demo", "swiper"], server: server,
                            environment: environment.merging(["FONTCONFIG_FILE": try FontPinning.writeConfig()]) { $1 })
        window = try app.waitReady()
        try app.waitSettled(after: 0)
    }

    private func input() throws -> String {
        try ProcessResult.run(try XvfbServer.which("xprop"), ["-id", window, "_FLICK_INPUT"],
                              environment: ["DISPLAY": server.display]).stdout
    }

    /// A left drag turns the page, one wheel click turns one more (counted once), a key one more.
    private func dragWheelAndKeyTurnPages() throws {
        var mark = app.count
        var args = ["mousemove", "800", "350", "mousedown", "1"]
        for x in stride(from: 780, through: 200, by: -20) { args += ["mousemove", "\(x)", "350", "sleep", "0.016"] }
        args += ["mouseup", "1"]
        try app.xdotool(args)
        mark = try app.waitState("swiper.index", "1", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["click", "5"])
        mark = try app.waitState("swiper.index", "2", after: mark)
        try app.waitSettled(after: mark)
        try app.xdotool(["key", "Right"])
        mark = try app.waitState("swiper.index", "3", after: mark)
        try app.waitSettled(after: mark)
        let scrolls = (0..<app.count).filter {
            let l = app.line($0)
            return l["type"] as? String == "gesture" && l["kind"] as? String == "scroll"
        }
        XCTAssertEqual(scrolls.count, 1, "one wheel click is one scroll, not a button and an emulated valuator")
    }

    func testXInput2IsSelectedAndXTestInputStillWorks() throws {
        try launch([:])
        let selected = try input()
        XCTAssertTrue(selected.contains("\"xi2 2.4\""), "Xvfb reports XInput 2.4: \(selected)")
        try dragWheelAndKeyTurnPages()
    }

    func testWithFlickNoXI2TheCoreEventsWorkTheSame() throws {
        try launch(["FLICK_NO_XI2": "1"])
        let selected = try input()
        XCTAssertTrue(selected.contains("\"core\""), selected)
        try dragWheelAndKeyTurnPages()
    }
}
