import CX11
import FlickTesting
import FlickX11
import Foundation
import XCTest

/// XSETTINGS followed on a private Xvfb: the test plays the settings manager (`XSettingsManager`:
/// a window owning `_XSETTINGS_S0` with a `_XSETTINGS_SETTINGS` property, announced by the
/// MANAGER message), then changes the property and goes away. Waits on the watch's connection, never on time.
final class XSettingsWatchTests: XCTestCase {
    private var xvfb: XvfbServer!

    override func setUpWithError() throws {
        xvfb = try XvfbServer(width: 640, height: 480)
    }

    override func tearDown() {
        xvfb?.stop()
    }

    /// Polls and dispatches the watch's connection as the window's loop does until `done`; the
    /// 10 s limit only guards against a hang.
    private func follow(_ watch: XSettingsWatch, until done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !done() {
            guard Date() < deadline else { throw HarnessError.message("the XSETTINGS change did not arrive within 10 s") }
            let wait = watch.prepare()
            var fds = wait.descriptors
            _ = poll(&fds, nfds_t(fds.count), Int32((wait.timeout ?? 1) * 1000))
            watch.dispatch(fds)
        }
    }

    func testTheManagersThemeIsReadAndFollowedUntilItGoes() throws {
        let watch = try XCTUnwrap(XSettingsWatch(displayName: xvfb.display))
        XCTAssertNil(watch.themeName, "no settings manager yet")
        var changes = 0
        watch.onChange = { changes += 1 }
        let manager = try XSettingsManager(displayName: xvfb.display, theme: "Adwaita-dark")
        try follow(watch) { watch.themeName == "Adwaita-dark" }
        manager.setTheme("Adwaita")
        try follow(watch) { watch.themeName == "Adwaita" }
        manager.quit()
        try follow(watch) { watch.themeName == nil }
        XCTAssertEqual(changes, 3)
    }

    func testAManagerThatIsAlreadyThereIsReadAtOnce() throws {
        let manager = try XSettingsManager(displayName: xvfb.display, theme: "HighContrast-dark")
        defer { withExtendedLifetime(manager) {} }
        let watch = try XCTUnwrap(XSettingsWatch(displayName: xvfb.display))
        XCTAssertEqual(watch.themeName, "HighContrast-dark")
    }
}
