import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// The real `flick` on a private Xvfb and a private session bus with a fake settings portal: the
/// system's colour scheme is read before the first frame and followed live (`SettingChanged`),
/// `--theme` wins over it, and a bus without a portal leaves the app dark. Waits on trace lines.
final class LiveThemeTests: XCTestCase {
    private var server: XvfbServer!
    private var bus: SessionBus!
    private var portal: FakePortal!
    private var app: LiveFlick!

    override func tearDown() {
        _ = app?.stop()
        portal?.stop()
        bus?.stop()
        server?.stop()
    }

    /// `flick --test` (with `arguments`) on its own display and a bus whose portal says `scheme`
    /// (nil: no portal on the bus); returns the index of the `ready` line.
    private func start(scheme: UInt32?, _ arguments: [String] = []) throws -> Int {
        server = try XvfbServer()
        bus = try SessionBus()
        if let scheme { portal = try FakePortal(bus: bus, scheme: scheme) }
        app = try LiveFlick(arguments + ["--test"], server: server,
                            environment: bus.environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        _ = try app.waitReady()
        return try app.waitFor("the ready line") { $0["type"] as? String == "ready" }
    }

    /// The `appearance` value `ready` listed.
    private func appearanceAtReady(after ready: Int) throws -> String? {
        let i = try app.waitFor(from: ready, "the appearance at ready") { $0["key"] as? String == "appearance" }
        return app.line(i)["value"] as? String
    }

    func testALightSystemStartsLightAndASettingChangedSwitchesLive() throws {
        let ready = try start(scheme: 2)
        XCTAssertEqual(try appearanceAtReady(after: ready), "light", "read before the first frame")
        let mark = app.count
        try portal.setScheme(1)
        try app.waitState("appearance", "dark", after: mark)
        let back = app.count
        try portal.setScheme(2)
        try app.waitState("appearance", "light", after: back)
        _ = try app.waitSettled(after: 0)
    }

    func testTheCommandLinesThemeWinsOverTheSystem() throws {
        let ready = try start(scheme: 2, ["--theme", "dark"])
        XCTAssertEqual(try appearanceAtReady(after: ready), "dark")
    }

    func testABusWithoutAPortalLeavesTheAppDark() throws {
        let ready = try start(scheme: nil)
        XCTAssertEqual(try appearanceAtReady(after: ready), "dark")
    }
}
