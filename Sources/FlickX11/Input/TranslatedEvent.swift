/// One X event after translation: either something for the delegate or a fact the window
/// itself needs (the window became visible, the server finished reading a frame buffer).
enum TranslatedEvent {
    case window(WindowEvent)
    /// MapNotify: the window is mapped.
    case mapped
    /// DestroyNotify: another program destroyed the window; the loop ends.
    case destroyed
    /// ConfigureNotify without a new size: the window may have moved to another monitor.
    case moved
    /// RandR: the monitors or their modes changed.
    case displaysChanged
    /// The window manager changed what it offers the window or its state (`_NET_WM_STATE`,
    /// `_NET_WM_ALLOWED_ACTIONS`), or a compositor started or stopped (`CompositorWatch`).
    case windowManagerChanged
    /// Selection traffic (ICCCM): for the window's `X11Clipboard`.
    case selection(SelectionEvent)
    /// ShmCompletion for the shared-memory segment `shmseg`: its buffer may be reused.
    case presentCompleted(shmseg: UInt)

    /// True for a pointer motion (the events that get coalesced).
    var isPointerMove: Bool {
        if case .window(.input(.pointerMove)) = self { return true }
        return false
    }
}
