import CX11

/// Tells the window when a compositor starts or stops on its screen: XFixes reports each change of
/// owner of the selection `_NET_WM_CM_S<screen>` (a new owner, the owner's window destroyed or its
/// client gone), as GTK follows it; an event, never a poll. Nil without XFixes on the server.
struct CompositorWatch {
    /// The event type of XFixes' selection notify.
    let eventType: Int32

    /// Starts watching the compositor selection of `screen` for events on `window`'s connection.
    init?(display: OpaquePointer, window: Window, screen: Int32) {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XFixesQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
        var major: Int32 = 1, minor: Int32 = 0
        guard XFixesQueryVersion(display, &major, &minor) != 0 else { return nil }
        let selection = XInternAtom(display, "_NET_WM_CM_S\(screen)", False)
        let changes = UInt(XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask
            | XFixesSelectionClientCloseNotifyMask)
        XFixesSelectSelectionInput(display, window, selection, changes)
        eventType = eventBase + Int32(XFixesSelectionNotify)
    }
}
