import CX11
import FlickCore

extension X11Window {
    /// Where the content's top-left corner is on the screen (the window's, inside its shadow when
    /// it draws one), in device pixels (a round trip to the X server: ask only when needed, e.g.
    /// when a screen reader asks for an element's position).
    public func screenOrigin() -> Point {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        let root = XDefaultRootWindow(display)
        let origin = frame.windowPoint(.zero)
        guard XTranslateCoordinates(display, Window(windowID), root, Int32(origin.x), Int32(origin.y),
                                    &x, &y, &child) != 0 else { return .zero }
        return Point(Double(x), Double(y))
    }
}
