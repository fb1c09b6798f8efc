import CX11
import FlickCore

extension X11Window {
    /// Where the window's top-left corner is on the screen, in device pixels (a round trip to the
    /// X server: ask only when needed, e.g. when a screen reader asks for an element's position).
    public func screenOrigin() -> Point {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        let root = XDefaultRootWindow(display)
        guard XTranslateCoordinates(display, Window(windowID), root, 0, 0, &x, &y, &child) != 0 else { return .zero }
        return Point(Double(x), Double(y))
    }
}
