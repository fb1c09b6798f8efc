import FlickKit
import FlickX11
import Foundation

/// The system's colour scheme while a window runs: the settings portal's `color-scheme` when it
/// says dark or light; else the XSETTINGS theme (`Net/ThemeName`: dark when it ends in "-dark",
/// light for another name); else nil (the app's own default, dark). Both are followed live: the
/// portal's answers arrive on GLib's main context and the XSETTINGS on the window's connection
/// to them (`xsettingsChanged()`), both polled by the window's loop, so nothing wakes the
/// process while nothing changes.
final class SystemAppearance {
    /// The longest the first frame waits for the portal's first answer, seconds: a portal on
    /// the bus answers within a few milliseconds, so a light system starts light, not dark first.
    static let firstAnswerWaitS = 0.1
    /// The longest the connection to the bus and one read of the portal may take, seconds (the
    /// answer is waited for without blocking, after the first frame's short wait); past it the
    /// window goes on without the portal and says so once on stderr.
    static let readTimeoutS = 2.0

    private var portal: SettingsPortal?
    private var xsettings: XSettingsWatch?
    /// The appearance last reported.
    private var reported: Appearance?

    /// The scheme now: dark, light, or nil when the system says nothing.
    var appearance: Appearance? {
        SystemAppearance.resolved(portal: portal?.appearance, themeName: xsettings?.themeName)
    }

    /// The portal's appearance, else the one the XSETTINGS theme name implies, else nil.
    static func resolved(portal: Appearance?, themeName: String?) -> Appearance? {
        portal ?? themeName.flatMap { Appearance(systemSchemeName: $0) }
    }

    /// Called on the loop's thread when `appearance` changes.
    var onChange: ((Appearance?) -> Void)?

    /// Starts following the system in `environment` (no session bus: no portal; no XSETTINGS
    /// connection in `xsettings`: no theme name; neither is an error) and waits up to
    /// `firstAnswerWaitS` for the portal's first answer.
    init(xsettings: XSettingsWatch?, environment: [String: String] = ProcessInfo.processInfo.environment,
         fileExists: (String) -> Bool = FileManager.default.fileExists) {
        self.xsettings = xsettings
        if let address = SettingsPortal.sessionBusAddress(environment: environment, fileExists: fileExists) {
            let portal = SettingsPortal(address: address, timeoutS: SystemAppearance.readTimeoutS)
            self.portal = portal
            portal.onNotAnswering = {
                FlickApp.report("settings portal not answering after \(Int(SystemAppearance.readTimeoutS)) s; going on without its colour scheme")
            }
            portal.waitForFirstAnswer(timeoutS: SystemAppearance.firstAnswerWaitS)
            portal.onChange = { [unowned self] _ in self.report() }
        }
        reported = appearance
    }

    /// The XSETTINGS changed (its owner calls it): the theme name may have.
    func xsettingsChanged() { report() }

    /// Tells `onChange` when the appearance differs from the one last reported.
    private func report() {
        let now = appearance
        guard now != reported else { return }
        reported = now
        onChange?(now)
    }

    /// Stops following the system.
    func stop() {
        portal?.stop()
        portal = nil
        xsettings = nil
    }
}
