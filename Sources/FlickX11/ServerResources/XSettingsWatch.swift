import CX11
import Foundation

/// The XSETTINGS of a screen, read and followed on a display connection of its own: the window
/// owning the selection `_XSETTINGS_S<screen>` (the settings manager), its `_XSETTINGS_SETTINGS`
/// property (`XSettings`), re-read when the property changes (PropertyNotify on the owner) or a
/// new manager takes the selection (the MANAGER client message on the root window). The owner
/// going away leaves no settings. As a `LoopSource` its connection is polled by the window's loop,
/// so nothing wakes the process while nothing changes.
public final class XSettingsWatch: LoopSource {
    /// The longest settings property read, bytes.
    public static let maxPropertyBytes = 1 << 20

    private let display: OpaquePointer
    private let root: Window
    private let selection: Atom
    private let settingsAtom: Atom
    private let managerAtom: Atom
    /// The settings manager's window, or 0.
    private var owner: Window = 0

    /// The settings now (empty without a settings manager, or when its property is not the format).
    public private(set) var settings: [String: XSettings.Value] = [:]
    /// Called after the settings were read again and differ.
    public var onChange: (() -> Void)?

    /// The theme's name (`Net/ThemeName`), or nil.
    public var themeName: String? {
        if case .string(let name)? = settings[XSettings.themeNameKey] { return name }
        return nil
    }

    /// The window buttons' layout (`Gtk/DecorationLayout`), or nil.
    public var decorationLayout: String? {
        if case .string(let layout)? = settings[XSettings.decorationLayoutKey] { return layout }
        return nil
    }

    /// Connects to the display `name` (nil: DISPLAY) and reads the settings of its default
    /// screen; nil when there is no display.
    public init?(displayName name: String? = nil) {
        guard let d = DisplayConnection.open(name) else { return nil }
        display = d
        let screen = XDefaultScreen(d)
        root = XRootWindow(d, screen)
        selection = XInternAtom(d, "_XSETTINGS_S\(screen)", False)
        settingsAtom = XInternAtom(d, "_XSETTINGS_SETTINGS", False)
        managerAtom = XInternAtom(d, "MANAGER", False)
        // A new manager announces itself with a client message to the root (StructureNotify).
        XSelectInput(d, root, StructureNotifyMask)
        followOwner()
        XFlush(d)
    }

    deinit { XCloseDisplay(display) }

    /// Finds the selection's owner, watches it and reads its settings.
    private func followOwner() {
        owner = XGetSelectionOwner(display, selection)
        if owner != 0, XErrorTrap.failed(display, { XSelectInput(display, owner, PropertyChangeMask | StructureNotifyMask) }) {
            owner = 0  // gone between the two requests
        }
        read()
    }

    /// Reads the owner's settings property; tells `onChange` when they differ.
    private func read() {
        var read: [String: XSettings.Value] = [:]
        if owner != 0 {
            var type: Atom = 0
            var format: Int32 = 0
            var count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            var status: Int32 = 0
            let failed = XErrorTrap.failed(display) {
                status = XGetWindowProperty(display, owner, settingsAtom, 0, XSettingsWatch.maxPropertyBytes / 4, False,
                                            settingsAtom, &type, &format, &count, &after, &data)
            }
            if !failed, status == Success, type == settingsAtom, format == 8, let data {
                read = XSettings.decode(Array(UnsafeBufferPointer(start: data, count: Int(count)))) ?? [:]
            }
            if let data { XFree(data) }
        }
        guard read != settings else { return }
        settings = read
        onChange?()
    }

    /// What an event means for the settings.
    private enum Notice {
        case changed, newOwner, ownerGone
    }

    private func notice(of event: inout XEvent) -> Notice? {
        switch event.type {
        case PropertyNotify:
            return event.xproperty.window == owner && event.xproperty.atom == settingsAtom ? .changed : nil
        case DestroyNotify:
            return owner != 0 && event.xdestroywindow.window == owner ? .ownerGone : nil
        case ClientMessage:
            let c = event.xclient
            guard c.window == root, c.message_type == managerAtom, c.format == 32 else { return nil }
            return Atom(truncatingIfNeeded: c.data.l.1) == selection ? .newOwner : nil
        default:
            return nil
        }
    }

    // MARK: LoopSource

    /// The connection; no sleep while Xlib holds events already read.
    public func prepare() -> LoopWait {
        XFlush(display)
        let queued = XEventsQueued(display, QueuedAlready) > 0
        return LoopWait(descriptors: [pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)],
                        timeout: queued ? 0 : nil)
    }

    /// Handles the events that arrived.
    public func dispatch(_ polled: [pollfd]) {
        var event = XEvent()
        var reread = false, refollow = false
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            switch notice(of: &event) {
            case .changed?: reread = true
            case .newOwner?, .ownerGone?: refollow = true
            case nil: break
            }
        }
        if refollow { followOwner() } else if reread { read() }
    }
}
