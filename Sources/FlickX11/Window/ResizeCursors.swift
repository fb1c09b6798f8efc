import CX11

/// The pointer's shape over the edges of a window that decorates itself: the cursor font's
/// arrow for the edge or corner under the pointer (made on first use, as GTK shows them over its
/// resize borders), the window's own cursor everywhere else.
final class ResizeCursors {
    private let display: OpaquePointer
    private let window: Window
    private var made: [WindowEdge: Cursor] = [:]
    /// The edge whose arrow shows; nil: the window's own cursor.
    private(set) var shown: WindowEdge?

    init(display: OpaquePointer, window: Window) {
        self.display = display
        self.window = window
    }

    /// Shows `edge`'s arrow, or the window's own cursor for nil (nothing when it shows already).
    func show(_ edge: WindowEdge?) {
        guard edge != shown else { return }
        shown = edge
        if let edge {
            XDefineCursor(display, window, cursor(for: edge))
        } else {
            XUndefineCursor(display, window)
        }
        XFlush(display)
    }

    /// Frees the cursors made; call once, before the display closes.
    func close() {
        for cursor in made.values { XFreeCursor(display, cursor) }
        made = [:]
    }

    private func cursor(for edge: WindowEdge) -> Cursor {
        if let cursor = made[edge] { return cursor }
        let cursor = XCreateFontCursor(display, edge.cursorShape)
        made[edge] = cursor
        return cursor
    }
}
