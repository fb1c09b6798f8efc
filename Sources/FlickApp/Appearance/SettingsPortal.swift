import CFlickPortal
import FlickKit

/// The freedesktop settings portal's colour scheme on the session bus (`org.freedesktop.appearance`
/// `color-scheme`), read once and then followed through its `SettingChanged` signal, without
/// blocking and without polling: GDBus answers on GLib's default main context, which the window's
/// loop dispatches (`GLibLoopSource`).
final class SettingsPortal {
    /// What the portal said last: dark or light, or nil (no preference, no portal, no answer).
    private(set) var appearance: Appearance?
    /// Whether the first read has come back (with a value or without).
    private(set) var hasAnswered = false
    /// Called on the loop's thread with each answer after the first read, and with each change.
    var onChange: ((Appearance?) -> Void)?
    /// Called once on the loop's thread when the bus or the portal gave no answer within the time
    /// limit (the portal is then given up for the first read; a later change is still followed).
    var onNotAnswering: (() -> Void)?
    /// The bus or the portal did not answer within the time limit.
    private(set) var isNotAnswering = false
    private var watch: OpaquePointer?

    /// The appearance a portal `color-scheme` asks for: 1 prefer dark, 2 prefer light; nil for 0
    /// (no preference) and -1 (no answer).
    static func appearance(scheme: Int32) -> Appearance? {
        switch scheme {
        case 1: return .dark
        case 2: return .light
        default: return nil
        }
    }

    /// The session bus's address in `environment`: `DBUS_SESSION_BUS_ADDRESS`, else
    /// `$XDG_RUNTIME_DIR/bus` when it exists; nil when there is neither (no portal, and no D-Bus
    /// autolaunch).
    static func sessionBusAddress(environment: [String: String], fileExists: (String) -> Bool) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") {
            return "unix:path=" + runtime + "/bus"
        }
        return nil
    }

    /// Starts reading the portal on the bus at `address`: the connection and each read wait at
    /// most `timeoutS` (on a thread and on GLib's main context: never on the caller's thread).
    init(address: String, timeoutS: Double) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        watch = flick_portal_watch(address, Int32(timeoutS * 1000), { context, scheme in
            let portal = Unmanaged<SettingsPortal>.fromOpaque(context!).takeUnretainedValue()
            if scheme == FLICK_PORTAL_NOT_ANSWERING, !portal.isNotAnswering {
                portal.isNotAnswering = true
                portal.onNotAnswering?()
            }
            portal.hasAnswered = true
            portal.appearance = SettingsPortal.appearance(scheme: scheme)
            portal.onChange?(portal.appearance)
        }, context)
    }

    /// Dispatches GLib's main context until the first read came back or `timeoutS` passed.
    func waitForFirstAnswer(timeoutS: Double) {
        guard let watch, !hasAnswered else { return }
        _ = flick_portal_wait(watch, Int32(timeoutS * 1000))
    }

    /// Stops following the portal (no more calls to `onChange`).
    func stop() {
        flick_portal_stop(watch)
        watch = nil
    }

    deinit { stop() }
}
