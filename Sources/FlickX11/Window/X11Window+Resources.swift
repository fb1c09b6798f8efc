import CX11

/// The X resources of the window's display.
extension X11Window {
    /// The value of X resource `name` (e.g. "Xft.dpi") as the display's resource manager holds it
    /// (read when the display was opened), or nil when it is not set.
    public func resource(_ name: String) -> String? {
        XResources.databaseText(of: display).flatMap { XResources.value(of: name, in: $0) }
    }
}

extension X11Window {
    /// The text of the root window's STRING property `name` (e.g. `AT_SPI_BUS`, where the
    /// accessibility bus launcher names its bus), or nil when the server has none.
    public func rootText(property name: String) -> String? {
        let atom = XInternAtom(display, name, True)
        guard atom != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, XDefaultRootWindow(display), atom, 0, 4096, False, XA_STRING,
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, count > 0, let data else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
