import CX11
import FlickTesting
import Foundation

/// A stand-in XSETTINGS manager on an X display: a window owning `_XSETTINGS_S0` whose
/// `_XSETTINGS_SETTINGS` property holds `Net/ThemeName`, announced to the root with the MANAGER
/// message as the specification says; its theme changes with `setTheme`, and it leaves with `quit`.
final class XSettingsManager {
    private let display: OpaquePointer
    private(set) var window: Window = 0

    /// Connects to `displayName` and takes the selection with `theme`.
    init(displayName: String, theme: String) throws {
        guard let d = XOpenDisplay(displayName) else { throw HarnessError.message("cannot open \(displayName)") }
        display = d
        let root = XDefaultRootWindow(d)
        window = XCreateSimpleWindow(d, root, 0, 0, 1, 1, 0, 0, 0)
        setTheme(theme)
        let selection = XInternAtom(d, "_XSETTINGS_S0", False)
        XSetSelectionOwner(d, selection, window, Time(CurrentTime))
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = XInternAtom(d, "MANAGER", False)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(CurrentTime)
        event.xclient.data.l.1 = Int(selection)
        event.xclient.data.l.2 = Int(window)
        XSendEvent(d, root, False, StructureNotifyMask, &event)
        XSync(d, False)
    }

    deinit { XCloseDisplay(display) }

    /// The settings property holding only `Net/ThemeName` = `theme` (least significant byte first).
    static func settingsBytes(theme: String) -> [UInt8] {
        let name = Array("Net/ThemeName".utf8), value = Array(theme.utf8)
        func pad(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        func c32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }
        return [0, 0, 0, 0] + c32(1) + c32(1) + [1, 0, UInt8(name.count), 0] + pad(name) + c32(0) + c32(value.count) + pad(value)
    }

    /// Publishes `theme` (a PropertyNotify for whoever watches).
    func setTheme(_ theme: String) {
        let atom = XInternAtom(display, "_XSETTINGS_SETTINGS", False)
        var bytes = XSettingsManager.settingsBytes(theme: theme)
        XChangeProperty(display, window, atom, atom, 8, PropModeReplace, &bytes, Int32(bytes.count))
        XSync(display, False)
    }

    /// The manager goes away (its window is destroyed).
    func quit() {
        XDestroyWindow(display, window)
        XSync(display, False)
    }
}
