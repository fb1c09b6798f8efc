import CX11

/// Selection traffic on the window's connection, out of Xlib's terms (`EventTranslator` reads the
/// `XEvent`s; `X11Clipboard` acts on these).
enum SelectionEvent {
    /// Another client asks for a selection the window owns (SelectionRequest).
    case request(ConversionRequest)
    /// Another client took `selection` from the window (SelectionClear).
    case clear(selection: Atom, time: Time)
    /// The owner of `selection` answered the window's conversion to `target` (SelectionNotify):
    /// the data is in `property` on the window, or `property` is None when the owner refused.
    case notify(selection: Atom, target: Atom, property: Atom)
    /// A property of `window` (the window's own, or a requestor's being sent INCR chunks) changed:
    /// `deleted` when it was deleted, else it has a new value (PropertyNotify).
    case property(window: Window, atom: Atom, deleted: Bool)
}

/// What a SelectionRequest asks: `requestor` wants `selection` converted to `target` in its `property`
/// (None from obsolete clients, who mean the target's name).
struct ConversionRequest {
    var requestor: Window
    var selection: Atom
    var target: Atom
    var property: Atom
    var time: Time
}
