import CX11

/// What the window manager offers the window and says of it (EWMH), as client-side decorations
/// need it: whether one runs (`_NET_SUPPORTING_WM_CHECK`), whether it lets the window be minimized
/// and maximized (`_NET_WM_ALLOWED_ACTIONS`, else what it supports at all, `_NET_SUPPORTED`),
/// whether the window is maximized, fullscreen or tiled (`_NET_WM_STATE`), whether it shows a window
/// menu on request (`_GTK_SHOW_WINDOW_MENU`) and whether a compositor runs (the selection
/// `_NET_WM_CM_S<screen>` has an owner, with or without a window manager).
public struct WindowManagerState: Equatable, Sendable {
    /// A window manager runs.
    public var hasManager = false
    /// The window may be minimized.
    public var offersMinimize = false
    /// The window may be maximized.
    public var offersMaximize = false
    /// The window is maximized (both ways).
    public var isMaximized = false
    /// The window fills its monitor (`_NET_WM_STATE_FULLSCREEN`).
    public var isFullscreen = false
    /// The window is maximized one way only, as a window manager tiles a window to half the screen.
    public var isTiled = false
    /// The window manager shows its window menu when asked (`_GTK_SHOW_WINDOW_MENU`).
    public var showsWindowMenu = false
    /// The window manager moves and resizes windows on request (`_NET_WM_MOVERESIZE`).
    public var movesWindows = false
    /// A compositor runs.
    public var isCompositing = false

    /// Nothing offered: no window manager.
    public init() {}

    /// Reads the state of `window` on `display` (a few round trips: on start and when the window
    /// manager changes the window's properties).
    static func read(display: OpaquePointer, window: Window) -> WindowManagerState {
        let root = XDefaultRootWindow(display)
        func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }
        var state = WindowManagerState()
        state.isCompositing = XGetSelectionOwner(display, atom("_NET_WM_CM_S\(XDefaultScreen(display))")) != 0
        let check = atoms(display, root, "_NET_SUPPORTING_WM_CHECK", type: XA_WINDOW)
        state.hasManager = !check.isEmpty && check[0] != 0
        guard state.hasManager else { return state }
        let supported = Set(atoms(display, root, "_NET_SUPPORTED", type: XA_ATOM))
        let allowedList = atoms(display, window, "_NET_WM_ALLOWED_ACTIONS", type: XA_ATOM)
        // Before the window manager sets the allowed actions, what it supports at all counts.
        let allowed = allowedList.isEmpty ? supported : Set(allowedList)
        state.offersMinimize = allowed.contains(atom("_NET_WM_ACTION_MINIMIZE"))
        state.offersMaximize = allowed.contains(atom("_NET_WM_ACTION_MAXIMIZE_HORZ"))
            || allowed.contains(atom("_NET_WM_ACTION_MAXIMIZE_VERT"))
            || (allowedList.isEmpty && supported.contains(atom("_NET_WM_STATE_MAXIMIZED_VERT")))
        let wmState = Set(atoms(display, window, "_NET_WM_STATE", type: XA_ATOM))
        let vertical = wmState.contains(atom("_NET_WM_STATE_MAXIMIZED_VERT"))
        let horizontal = wmState.contains(atom("_NET_WM_STATE_MAXIMIZED_HORZ"))
        state.isMaximized = vertical && horizontal
        state.isTiled = vertical != horizontal
        state.isFullscreen = wmState.contains(atom("_NET_WM_STATE_FULLSCREEN"))
        state.showsWindowMenu = supported.contains(atom("_GTK_SHOW_WINDOW_MENU"))
        state.movesWindows = supported.contains(atom("_NET_WM_MOVERESIZE"))
        return state
    }

    /// The format-32 values of `property` of `window` (atoms or window ids); empty when unset.
    private static func atoms(_ display: OpaquePointer, _ window: Window, _ property: String, type: Atom) -> [UInt] {
        var actual: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        var status: Int32 = 0
        let failed = XErrorTrap.failed(display) {
            status = XGetWindowProperty(display, window, XInternAtom(display, property, False), 0, 1024, False, type,
                                        &actual, &format, &count, &after, &data)
        }
        defer { if let data { XFree(data) } }
        guard !failed, status == Success, format == 32, let data else { return [] }
        // Format-32 property data comes as C longs.
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }
}
