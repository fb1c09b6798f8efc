import CX11
import Foundation

/// The ICCCM/EWMH properties that name the window and tell the window manager how to treat it.
enum WindowProperties {
    /// Sets WM_NAME and _NET_WM_NAME, WM_CLASS, WM_PROTOCOLS (e.g. WM_DELETE_WINDOW, _NET_WM_PING),
    /// _NET_WM_PID with WM_CLIENT_MACHINE, WM_HINTS and WM_NORMAL_HINTS (minimum size).
    static func apply(display: OpaquePointer, window: Window, title: String, className: String,
                      minimumWidth: Int, minimumHeight: Int, protocols: [Atom]) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }
        func setBytes(_ property: String, type: Atom, _ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer {
                _ = XChangeProperty(display, window, atom(property), type, 8, PropModeReplace,
                                    $0.baseAddress, Int32($0.count))
            }
        }

        // WM_NAME is Latin-1 (STRING); _NET_WM_NAME carries the exact UTF-8.
        let latin1 = title.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        setBytes("WM_NAME", type: atom("STRING"), latin1)
        setBytes("WM_ICON_NAME", type: atom("STRING"), latin1)
        setBytes("_NET_WM_NAME", type: atom("UTF8_STRING"), Array(title.utf8))
        setBytes("_NET_WM_ICON_NAME", type: atom("UTF8_STRING"), Array(title.utf8))

        // WM_CLASS: instance "flick", class "Flick".
        let instance = strdup(className)
        let classCapitalized = strdup(className.prefix(1).uppercased() + className.dropFirst())
        var classHint = XClassHint(res_name: instance, res_class: classCapitalized)
        XSetClassHint(display, window, &classHint)
        free(instance)
        free(classCapitalized)

        var protocols = protocols
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))

        // Format-32 property data is an array of C longs.
        let pid = [Int(getpid())]
        pid.withUnsafeBytes {
            _ = XChangeProperty(display, window, atom("_NET_WM_PID"), atom("CARDINAL"), 32,
                                PropModeReplace, $0.bindMemory(to: UInt8.self).baseAddress, 1)
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            setBytes("WM_CLIENT_MACHINE", type: atom("STRING"), Array(String(cString: host).utf8))
        }

        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = True
            hints.pointee.initial_state = NormalState
            XSetWMHints(display, window, hints)
            XFree(hints)
        }
        if let sizeHints = XAllocSizeHints() {
            sizeHints.pointee.flags = PMinSize
            sizeHints.pointee.min_width = Int32(minimumWidth)
            sizeHints.pointee.min_height = Int32(minimumHeight)
            XSetWMNormalHints(display, window, sizeHints)
            XFree(sizeHints)
        }
    }
}
