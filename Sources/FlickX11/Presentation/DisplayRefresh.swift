import CX11
import FlickCore

/// The refresh rate of the monitor a window is on, read through RandR (1.2 or later): the
/// monitors are read once and again when the screen's configuration changes
/// (`RRScreenChangeNotify`, `RRNotify`, selected on the root window); the window's place is asked
/// each time it moves. Without RandR, or with modes that carry no timing (Xvfb), it knows no rate.
final class DisplayRefresh {
    private let display: OpaquePointer
    private let window: Window
    /// The first RandR event number, nil without RandR 1.2.
    let eventBase: Int32?
    private var monitors: [MonitorTiming]

    init(display: OpaquePointer, window: Window) {
        self.display = display
        self.window = window
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        if XRRQueryExtension(display, &eventBase, &errorBase) != 0, XRRQueryVersion(display, &major, &minor) != 0,
           major > 1 || (major == 1 && minor >= 2) {
            self.eventBase = eventBase
            XRRSelectInput(display, XDefaultRootWindow(display), Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask))
        } else {
            self.eventBase = nil
        }
        monitors = []
        if self.eventBase != nil { monitors = readMonitors() }
    }

    /// True for the RandR events that say the monitors changed (the event is passed on to Xlib).
    func isConfigurationChange(_ event: inout XEvent) -> Bool {
        guard let base = eventBase,
              event.type == base + RRScreenChangeNotify || event.type == base + RRNotify else { return false }
        XRRUpdateConfiguration(&event)
        return true
    }

    /// Reads the monitors again (after a configuration change).
    func reload() {
        guard eventBase != nil else { return }
        monitors = readMonitors()
    }

    /// The refresh rate of the monitor showing most of the window, Hz, or nil.
    var rateHz: Double? {
        guard eventBase != nil, !monitors.isEmpty else { return nil }
        return MonitorTiming.refreshHz(for: windowFrame(), on: monitors)
    }

    /// The window's frame on the screen.
    private func windowFrame() -> Rect {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        _ = XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return Rect(x: Double(x), y: Double(y), width: Double(attributes.width), height: Double(attributes.height))
    }

    /// Each active CRTC with its mode's timing.
    private func readMonitors() -> [MonitorTiming] {
        guard let resources = XRRGetScreenResourcesCurrent(display, XDefaultRootWindow(display)) else { return [] }
        defer { XRRFreeScreenResources(resources) }
        let r = resources.pointee
        var modes: [RRMode: XRRModeInfo] = [:]
        for i in 0..<Int(r.nmode) { modes[r.modes[i].id] = r.modes[i] }
        var found: [MonitorTiming] = []
        for i in 0..<Int(r.ncrtc) {
            guard let info = XRRGetCrtcInfo(display, resources, r.crtcs[i]) else { continue }
            defer { XRRFreeCrtcInfo(info) }
            let crtc = info.pointee
            guard crtc.mode != 0, crtc.width > 0, crtc.height > 0, let mode = modes[crtc.mode] else { continue }
            found.append(MonitorTiming(
                frame: Rect(x: Double(crtc.x), y: Double(crtc.y), width: Double(crtc.width), height: Double(crtc.height)),
                dotClockHz: Double(mode.dotClock), horizontalTotal: Double(mode.hTotal), verticalTotal: Double(mode.vTotal),
                interlaced: mode.modeFlags & UInt(RR_Interlace) != 0, doubleScan: mode.modeFlags & UInt(RR_DoubleScan) != 0))
        }
        return found
    }
}
