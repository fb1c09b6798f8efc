import FlickKit
import FlickX11
import Foundation

/// The system's colour scheme while a window runs: the settings portal's `color-scheme` when it
/// says dark or light, else nil (the app's own default, dark). It follows the portal's changes
/// live; GLib's main context, where the answers arrive, is dispatched by the window's loop, so
/// nothing wakes the process while nothing changes.
final class SystemAppearance {
    /// The longest the first frame waits for the portal's first answer, seconds: a portal on
    /// the bus answers within a few milliseconds, so a light system starts light, not dark first.
    static let firstAnswerWaitS = 0.1
    /// The longest one read of the portal may take, seconds (the answer is waited for without
    /// blocking, after the first frame's short wait).
    static let readTimeoutS = 2.0

    private var portal: SettingsPortal?

    /// The scheme now: dark, light, or nil when the system says nothing.
    var appearance: Appearance? { portal?.appearance }

    /// Called on the loop's thread when `appearance` changes.
    var onChange: ((Appearance?) -> Void)?

    /// Starts following the system in `environment` (no session bus: no portal, no error) and
    /// waits up to `firstAnswerWaitS` for its first answer.
    init(environment: [String: String] = ProcessInfo.processInfo.environment,
         fileExists: (String) -> Bool = FileManager.default.fileExists) {
        guard let address = SettingsPortal.sessionBusAddress(environment: environment, fileExists: fileExists) else { return }
        let portal = SettingsPortal(address: address, timeoutS: SystemAppearance.readTimeoutS)
        self.portal = portal
        portal.waitForFirstAnswer(timeoutS: SystemAppearance.firstAnswerWaitS)
        var last = portal.appearance
        portal.onChange = { [unowned self] appearance in
            guard appearance != last else { return }
            last = appearance
            self.onChange?(appearance)
        }
    }

    /// Stops following the system.
    func stop() {
        portal?.stop()
        portal = nil
    }
}
