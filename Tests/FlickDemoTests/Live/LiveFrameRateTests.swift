@testable import FlickDemo
import FlickTestSupport
import Foundation
import XCTest

/// The frame rate a live window draws at: the monitor's through RandR unless `--fps` fixes it.
/// Xvfb's only mode carries no timing (0 MHz), so there the window falls back to 60; the rate
/// taken from real modes is tested with decoded RandR data (MonitorTimingTests).
final class LiveFrameRateTests: XCTestCase {
    private var server: XvfbServer!
    private var fonts = ""

    override func setUpWithError() throws {
        fonts = try FontPinning.writeConfig()
        server = try XvfbServer()
    }

    override func tearDown() { server?.stop() }

    private func readyFPS(_ arguments: [String]) throws -> Double? {
        let app = try LiveFlick(["--test", "--demo", "swiper"] + arguments, server: server,
                                environment: ["FONTCONFIG_FILE": fonts])
        let ready = try app.waitFor("the ready line") { $0["type"] as? String == "ready" }
        let fps = app.line(ready)["fps"] as? Double
        XCTAssertEqual(app.stop(), 0, app.standardError)
        return fps
    }

    func testWithoutAnFpsOptionTheWindowFollowsTheDisplayAndFallsBackTo60OnXvfb() throws {
        XCTAssertEqual(try readyFPS([]), 60)
    }

    func testTheFpsOptionFixesTheRate() throws {
        XCTAssertEqual(try readyFPS(["--fps", "30"]), 30)
    }
}
