@testable import FlickApp
import FlickTestSupport
import FlickTesting
import Foundation
import XCTest

/// The settings portal's colour scheme, read from a fake portal on a private session bus and
/// followed through its `SettingChanged` signal, GLib's main context dispatched as the window's
/// loop does it. Waits on the portal's answers, never on time.
final class SettingsPortalTests: XCTestCase {
    private var bus: SessionBus!
    private var fake: FakePortal!

    override func tearDown() {
        fake?.stop()
        bus?.stop()
    }

    func testThePortalsValuesMapToAppearances() {
        XCTAssertEqual(SettingsPortal.appearance(scheme: 1), .dark)
        XCTAssertEqual(SettingsPortal.appearance(scheme: 2), .light)
        XCTAssertNil(SettingsPortal.appearance(scheme: 0), "no preference: the app's own default")
        XCTAssertNil(SettingsPortal.appearance(scheme: -1), "no answer")
    }

    func testTheSessionBusIsTheEnvironmentsOrTheRuntimeFoldersAndNeverAutolaunched() {
        XCTAssertEqual(SettingsPortal.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"],
                                                        fileExists: { _ in false }), "unix:path=/x")
        XCTAssertEqual(SettingsPortal.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/run/user/7"],
                                                        fileExists: { $0 == "/run/user/7/bus" }), "unix:path=/run/user/7/bus")
        XCTAssertNil(SettingsPortal.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/run/user/7"], fileExists: { _ in false }))
        XCTAssertNil(SettingsPortal.sessionBusAddress(environment: [:], fileExists: { _ in true }))
    }

    /// A portal with `scheme` (and `ReadOne` or not) on a fresh bus, and a reader of it that has answered.
    private func reader(scheme: UInt32, readOne: Bool = true) throws -> SettingsPortal {
        bus = try SessionBus()
        fake = try FakePortal(bus: bus, scheme: scheme, readOne: readOne)
        let portal = SettingsPortal(address: bus.address, timeoutS: 10)
        portal.waitForFirstAnswer(timeoutS: 10)
        XCTAssertTrue(portal.hasAnswered)
        return portal
    }

    func testTheSchemeIsReadWithReadOne() throws {
        XCTAssertEqual(try reader(scheme: 2).appearance, .light)
    }

    func testAnOlderPortalIsReadWithReadAndItsDoubleVariant() throws {
        XCTAssertEqual(try reader(scheme: 1, readOne: false).appearance, .dark)
        fake.stop()
        bus.stop()
        XCTAssertEqual(try reader(scheme: 2, readOne: false).appearance, .light)
    }

    func testNoPreferenceReadsAsNothing() throws {
        XCTAssertNil(try reader(scheme: 0).appearance)
    }

    func testABusWithoutAPortalAnswersNothingWithoutError() throws {
        bus = try SessionBus()
        let portal = SettingsPortal(address: bus.address, timeoutS: 10)
        portal.waitForFirstAnswer(timeoutS: 10)
        XCTAssertTrue(portal.hasAnswered)
        XCTAssertNil(portal.appearance)
    }

    func testAnAddressWithNoBusAnswersNothing() {
        let portal = SettingsPortal(address: "unix:path=/nonexistent/flick-test-bus", timeoutS: 10)
        portal.waitForFirstAnswer(timeoutS: 10)
        XCTAssertTrue(portal.hasAnswered)
        XCTAssertNil(portal.appearance)
    }

    func testSettingChangedIsFollowedLive() throws {
        let portal = try reader(scheme: 1)
        XCTAssertEqual(portal.appearance, .dark)
        var heard: [Appearance?] = []
        portal.onChange = { heard.append($0) }
        try fake.setScheme(2)
        try dispatchGLib(until: { heard.count == 1 })
        XCTAssertEqual(heard, [.light])
        try fake.setScheme(0)
        try dispatchGLib(until: { heard.count == 2 })
        XCTAssertEqual(heard, [.light, nil])
        XCTAssertNil(portal.appearance)
        portal.stop()
    }

    /// Dispatches GLib's default main context as the window's loop does (its descriptors polled,
    /// then dispatched) until `done`; the 10 s limit only guards against a hang.
    private func dispatchGLib(until done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        let source = GLibLoopSource.shared
        while !done() {
            guard Date() < deadline else { throw HarnessError.message("the portal sent nothing within 10 s") }
            let wait = source.prepare()
            var fds = wait.descriptors
            let limit = Int32(min(wait.timeout ?? 1, 1) * 1000)
            _ = poll(&fds, nfds_t(fds.count), limit)
            source.dispatch(fds)
        }
    }
}
