import CX11
import Foundation

/// XInput 2 on a window: the server's version, the events selected, and device queries.
///
/// With XInput ≥ 2.2 the window takes XI2 pointer events (buttons, motion, enter, leave: scroll
/// valuators and emulation flags come with them), touch events, device changes, and with ≥ 2.4
/// touchpad gesture events (pinch, swipe); keys stay core events. Without it, or with the
/// environment variable `FLICK_NO_XI2=1`, the window keeps the core events.
struct XInput2 {
    /// The extension's major opcode (the `extension` field of its events).
    let opcode: Int32
    /// The version the server agreed to (at most 2.4, at least 2.2).
    let major: Int32
    let minor: Int32
    /// Whether touch events were selected (only one client may take a window's touches).
    let touches: Bool

    /// "2.4"
    var version: String { "\(major).\(minor)" }

    /// The core event mask a window keeps with XI2: keys and window events, no pointer events
    /// (the XI2 ones replace them).
    static let coreMaskWithXInput2 = KeyPressMask | StructureNotifyMask | ExposureMask

    /// Whether `FLICK_NO_XI2` asks for core events only (set, not empty, not "0").
    static var disabledByEnvironment: Bool {
        ProcessInfo.processInfo.environment["FLICK_NO_XI2"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Selects XI2 events on `window` when the server has XInput ≥ 2.2 and the environment allows;
    /// nil otherwise (the caller keeps core events).
    static func enable(display: OpaquePointer, window: Window) -> XInput2? {
        guard !disabledByEnvironment else { return nil }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 4
        var status: Int32 = 0
        guard !XErrorTrap.failed(display, { status = XIQueryVersion(display, &major, &minor) }),
              status == Success, major > 2 || (major == 2 && minor >= 2) else { return nil }
        var kinds = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_DeviceChanged]
        let touchKinds = [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]
        if major > 2 || minor >= 4 {
            kinds += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
                      XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd]
        }
        // Touches may be refused (another client took this window's touches): then without them.
        var touches = true
        if select(kinds + touchKinds, display: display, window: window) == false {
            touches = false
            guard select(kinds, display: display, window: window) else { return nil }
        }
        return XInput2(opcode: opcode, major: major, minor: minor, touches: touches)
    }

    /// XISelectEvents for the master devices; false when the server refused.
    private static func select(_ kinds: [Int32], display: OpaquePointer, window: Window) -> Bool {
        var bytes = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for kind in kinds { bytes[Int(kind >> 3)] |= 1 << UInt8(kind & 7) }
        return !XErrorTrap.failed(display) {
            bytes.withUnsafeMutableBufferPointer { buffer in
                var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count),
                                       mask: buffer.baseAddress)
                _ = XISelectEvents(display, window, &mask, 1)
            }
        }
    }

    /// Names the window's input ("xi2 2.4" or "core") in its STRING property `_FLICK_INPUT`.
    static func announce(_ input: String, display: OpaquePointer, window: Window) {
        let bytes = Array(input.utf8)
        bytes.withUnsafeBufferPointer {
            _ = XChangeProperty(display, window, XInternAtom(display, "_FLICK_INPUT", False), XA_STRING, 8,
                                PropModeReplace, $0.baseAddress, Int32($0.count))
        }
    }

    /// The facts of device `id` (nil when the server does not know it, e.g. it was unplugged).
    static func device(_ id: Int32, display: OpaquePointer) -> XInput2Device? {
        var count: Int32 = 0
        var info: UnsafeMutablePointer<XIDeviceInfo>?
        guard !XErrorTrap.failed(display, { info = XIQueryDevice(display, id, &count) }),
              let info, count > 0 else { return nil }
        defer { XIFreeDeviceInfo(info) }
        let name = info.pointee.name.map { String(cString: $0) } ?? ""
        return XInput2Device(name: name, classes: info.pointee.classes, count: Int(info.pointee.num_classes))
    }
}
