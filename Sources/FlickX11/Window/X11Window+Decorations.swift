import CX11
import FlickCore

/// What a window that decorates itself (client-side decorations, `decoratesItself`) asks of the
/// window manager, as GTK does on X11: minimize, maximize or restore, move and resize with the
/// pointer (`_NET_WM_MOVERESIZE`: the window manager takes over the drag under way), and its window
/// menu (`_GTK_SHOW_WINDOW_MENU`). Call them on the thread that runs the window.
extension X11Window {
    /// The width of the band along the window's edges that resizes it when dragged (inside a window
    /// without a shadow; a shadow's band is `WindowFrame.shadowResizeBandPx` outside the content), px.
    public static let resizeBorderPx: Double = 6
    /// How far a corner reaches along each of its edges, px.
    public static let resizeCornerPx: Double = 20

    /// Minimizes the window (ICCCM's WM_CHANGE_STATE to IconicState).
    public func minimize() {
        XIconifyWindow(display, Window(windowID), XDefaultScreen(display))
        XFlush(display)
    }

    /// Maximizes the window both ways, or restores it when it is maximized (`_NET_WM_STATE`).
    public func toggleMaximized() {
        let toggle = 2, sourceApplication = 1
        sendToRoot("_NET_WM_STATE", [toggle, Int(atom("_NET_WM_STATE_MAXIMIZED_VERT")),
                                     Int(atom("_NET_WM_STATE_MAXIMIZED_HORZ")), sourceApplication, 0])
    }

    /// Hands the pointer drag under way to the window manager, which moves the window with it.
    public func beginMove() {
        beginMoveResize(direction: WindowEdge.moveDirection)
    }

    /// Hands the pointer drag under way to the window manager, which resizes the window from `edge`.
    public func beginResize(from edge: WindowEdge) {
        beginMoveResize(direction: edge.rawValue)
    }

    /// Asks the window manager to show its window menu at the pointer (nothing when it offers none).
    public func showWindowMenu() {
        guard windowManager.showsWindowMenu else { return }
        let pointer = queryPointer()
        var device: Int32 = 0
        if XIGetClientPointer(display, 0, &device) == 0 { device = 0 }
        ungrabPointer(device: device)
        sendToRoot("_GTK_SHOW_WINDOW_MENU", [Int(device), Int(pointer.x), Int(pointer.y), 0, 0])
    }

    /// The edge or corner a left press at `p` (window pixels) resizes the window from: only for a
    /// window that decorates itself, under a window manager that moves windows, while it is neither
    /// maximized, fullscreen nor tiled (`WindowFrame.resizeEdge`: inside its edges, or in its shadow).
    func resizeEdge(at p: Point) -> WindowEdge? {
        let state = windowManager
        guard decoratesItself, state.movesWindows, !state.isMaximized, !state.isFullscreen, !state.isTiled else { return nil }
        return frame.resizeEdge(at: p, border: X11Window.resizeBorderPx, corner: X11Window.resizeCornerPx)
    }

    /// Shows the resize arrow of the edge or corner under the pointer at `p` (window pixels), or the
    /// window's own cursor away from the edges, while no button is held (`button` 0): a drag that
    /// began inside keeps its cursor.
    func followPointer(to p: Point, button: Int) {
        guard button == 0 else { return }
        resizeCursors.show(resizeEdge(at: p))
    }

    /// Reads the window manager's state again; true when it changed.
    func refreshWindowManager() -> Bool {
        let read = WindowManagerState.read(display: display, window: Window(windowID))
        guard read != windowManager else { return false }
        windowManager = read
        return true
    }

    /// `_NET_WM_MOVERESIZE` for the drag under way: from the pointer's place on the screen, with
    /// the button held (the left one when none is), after letting go of the pointer's grab.
    private func beginMoveResize(direction: Int) {
        guard windowManager.movesWindows else { return }
        let pointer = queryPointer()
        var device: Int32 = 0
        if XIGetClientPointer(display, 0, &device) == 0 { device = 0 }
        ungrabPointer(device: device)
        let sourceApplication = 1
        sendToRoot("_NET_WM_MOVERESIZE", [Int(pointer.x), Int(pointer.y), direction, pointer.button, sourceApplication])
    }

    /// Where the pointer is on the screen and which button is held (1 when none).
    private func queryPointer() -> (x: Int32, y: Int32, button: Int) {
        var root: Window = 0, child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        var mask: UInt32 = 0
        XQueryPointer(display, Window(windowID), &root, &child, &rootX, &rootY, &x, &y, &mask)
        let buttons: [(UInt32, Int)] = [(UInt32(Button1Mask), 1), (UInt32(Button2Mask), 2), (UInt32(Button3Mask), 3)]
        return (rootX, rootY, buttons.first { mask & $0.0 != 0 }?.1 ?? 1)
    }

    /// Lets go of the implicit grab of the press under way (core and XInput 2), so the window
    /// manager can take the pointer.
    private func ungrabPointer(device: Int32) {
        let time = translator.lastServerTime
        XUngrabPointer(display, time)
        if input.hasPrefix("xi2"), device != 0 { XIUngrabDevice(display, device, time) }
    }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }

    /// An EWMH client message about this window to the root window (format 32, five values).
    private func sendToRoot(_ type: String, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(windowID)
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        event.xclient.data.l = (values[0], values[1], values[2], values[3], values[4])
        XSendEvent(display, XDefaultRootWindow(display), False,
                   SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XFlush(display)
    }
}
