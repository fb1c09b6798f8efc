import CX11
import Foundation

/// The ICCCM/EWMH properties that name the window and tell the window manager how to treat it.
enum WindowProperties {
    /// Sets WM_NAME and _NET_WM_NAME (with the icon names), WM_CLASS, WM_PROTOCOLS (e.g. WM_DELETE_WINDOW, _NET_WM_PING),
    /// _NET_WM_PID with WM_CLIENT_MACHINE, WM_HINTS and WM_NORMAL_HINTS (minimum size), and for a
    /// window that `decoratesItself` _MOTIF_WM_HINTS asking for no window manager frame.
    static func apply(display: OpaquePointer, window: Window, title: String, className: String,
                      minimumWidth: Int, minimumHeight: Int, protocols: [Atom], decoratesItself: Bool) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }
        func setBytes(_ property: String, type: Atom, _ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer {
                _ = XChangeProperty(display, window, atom(property), type, 8, PropModeReplace,
                                    $0.baseAddress, Int32($0.count))
            }
        }

        setTitle(title, display: display, window: window)

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
            setBytes("WM_CLIENT_MACHINE", type: atom("STRING"), Array(String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).utf8))
        }

        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = True
            hints.pointee.initial_state = NormalState
            XSetWMHints(display, window, hints)
            XFree(hints)
        }
        if decoratesItself {
            // Motif's hints: flags (2: the decorations field is set), functions, decorations (0: none),
            // input mode, status; format 32, so C longs.
            let motifDecorationsFlag = 2
            let hints = [motifDecorationsFlag, 0, 0, 0, 0]
            let motif = atom("_MOTIF_WM_HINTS")
            hints.withUnsafeBytes {
                _ = XChangeProperty(display, window, motif, motif, 32, PropModeReplace,
                                    $0.bindMemory(to: UInt8.self).baseAddress, Int32(hints.count))
            }
        }
        setMinimumSize(width: minimumWidth, height: minimumHeight, display: display, window: window)
    }

    /// Sets WM_NORMAL_HINTS to a minimum size of `width`x`height` px.
    static func setMinimumSize(width: Int, height: Int, display: OpaquePointer, window: Window) {
        if let sizeHints = XAllocSizeHints() {
            sizeHints.pointee.flags = PMinSize
            sizeHints.pointee.min_width = Int32(width)
            sizeHints.pointee.min_height = Int32(height)
            XSetWMNormalHints(display, window, sizeHints)
            XFree(sizeHints)
        }
    }

    /// Names the window: WM_NAME and WM_ICON_NAME in Latin-1 (dashes become "-", other characters
    /// outside it "?"), _NET_WM_NAME and _NET_WM_ICON_NAME in exact UTF-8.
    static func setTitle(_ title: String, display: OpaquePointer, window: Window) {
        let latin1 = title.unicodeScalars.map(latin1Byte)
        let string = XInternAtom(display, "STRING", False), utf8 = XInternAtom(display, "UTF8_STRING", False)
        for (property, type, bytes) in [("WM_NAME", string, latin1), ("WM_ICON_NAME", string, latin1),
                                        ("_NET_WM_NAME", utf8, Array(title.utf8)),
                                        ("_NET_WM_ICON_NAME", utf8, Array(title.utf8))] {
            bytes.withUnsafeBufferPointer {
                _ = XChangeProperty(display, window, XInternAtom(display, property, False), type, 8,
                                    PropModeReplace, $0.baseAddress, Int32($0.count))
            }
        }
    }

    /// One character of a Latin-1 (STRING) title.
    private static func latin1Byte(_ scalar: Unicode.Scalar) -> UInt8 {
        if scalar.value < 256 { return UInt8(scalar.value) }
        switch scalar.value {
        case 0x2010...0x2015, 0x2212: return UInt8(ascii: "-")  // hyphens, dashes, minus
        default: return UInt8(ascii: "?")
        }
    }

    /// Sets _NET_WM_ICON to `icons`, each as width, height and its pixels (removes it when empty).
    static func setIcons(_ icons: [WindowIcon], display: OpaquePointer, window: Window) {
        let property = XInternAtom(display, "_NET_WM_ICON", False)
        guard !icons.isEmpty else {
            XDeleteProperty(display, window, property)
            return
        }
        // Format-32 property data is an array of C longs, whatever their size.
        var data: [Int] = []
        data.reserveCapacity(icons.reduce(0) { $0 + 2 + $1.argb.count })
        for icon in icons {
            data.append(icon.width)
            data.append(icon.height)
            data += icon.argb.map { Int($0) }
        }
        data.withUnsafeBytes {
            _ = XChangeProperty(display, window, property, XInternAtom(display, "CARDINAL", False), 32,
                                PropModeReplace, $0.bindMemory(to: UInt8.self).baseAddress, Int32(data.count))
        }
    }
}
