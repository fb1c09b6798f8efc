import CX11
import FlickCore
import Foundation

/// Keyboard text through an X input method (XIM): the server `XMODIFIERS` names (IBus, fcitx), or
/// else Xlib's own local method, which does compose sequences and dead keys from the locale's
/// Compose file. The window's translator hands it every event first (`filter`: the method takes
/// the keys of a sequence and later gives back one key with the composed text) and asks it what a
/// key typed (`lookup`: `Xutf8LookupString`, so the text is UTF-8 whatever the locale's encoding).
///
/// The input context follows the window's focus (`focusIn`/`focusOut`). When the method supports
/// over-the-spot preedit (`XIMPreeditPosition`), its preedit and candidate window sit where the app
/// puts the caret (`setSpot`); otherwise the method shows them where it likes (`XIMPreeditNothing`).
final class InputMethod {
    private let im: XIM
    private let ic: XIC
    /// True when the method places its preedit and candidate window at `setSpot`'s point.
    let followsSpot: Bool
    /// The events the context needs selected on the window (IBus wants key releases).
    let filterEvents: Int
    /// "xim over-the-spot" or "xim": how the window reads text (`X11Window.textInput`).
    var description: String { followsSpot ? "xim over-the-spot" : "xim" }

    private init(im: XIM, ic: XIC, followsSpot: Bool) {
        self.im = im
        self.ic = ic
        self.followsSpot = followsSpot
        filterEvents = Int(flick_XICFilterEvents(ic))
    }

    /// The input method for `window`, or nil when none opens (Xlib's local method is missing
    /// too): the window then types from the keyboard map alone (`KeysymText`). Call it once the
    /// locale is one Xlib supports (`XLocale.prepare()`).
    static func open(display: OpaquePointer, window: Window) -> InputMethod? {
        // "" honours XMODIFIERS (@im=ibus); when that server is not running, Xlib's local method.
        var im = XSetLocaleModifiers("") != nil ? XOpenIM(display, nil, nil, nil) : nil
        if im == nil, XSetLocaleModifiers("@im=none") != nil { im = XOpenIM(display, nil, nil, nil) }
        guard let im else { return nil }
        let styles = supportedStyles(im)
        let position = XIMStyle(XIMPreeditPosition | XIMStatusNothing)
        if styles.contains(position), let ic = flick_XCreateICAtSpot(im, window, position, 0, 0) {
            return InputMethod(im: im, ic: ic, followsSpot: true)
        }
        let plain = [XIMPreeditNothing | XIMStatusNothing, XIMPreeditNothing | XIMStatusNone,
                     XIMPreeditNone | XIMStatusNothing, XIMPreeditNone | XIMStatusNone].map { XIMStyle($0) }
        for style in plain where styles.isEmpty || styles.contains(style) {
            if let ic = flick_XCreateIC(im, window, style) { return InputMethod(im: im, ic: ic, followsSpot: false) }
        }
        XCloseIM(im)
        return nil
    }

    /// Ends the context and closes the method (before the display is closed).
    func close() {
        XDestroyIC(ic)
        XCloseIM(im)
    }

    /// The window took the keyboard focus: keys go to the method.
    func focusIn() { XSetICFocus(ic) }

    /// The window lost the keyboard focus.
    func focusOut() { XUnsetICFocus(ic) }

    /// Puts the preedit and the candidate window at `spot` (window pixels: the caret's baseline),
    /// when the method follows a spot; otherwise nothing.
    func setSpot(_ spot: Point) {
        guard followsSpot else { return }
        let x = Int16(clamping: Int(spot.x.isFinite ? spot.x.rounded() : 0))
        let y = Int16(clamping: Int(spot.y.isFinite ? spot.y.rounded() : 0))
        _ = flick_XSetICSpot(ic, x, y)
    }

    /// The keysym of `event` (0 for text the method committed without a key) and the UTF-8 text
    /// it typed ("" for none).
    func lookup(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
        var keysym: KeySym = 0
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            // A long commit: the method keeps it for a call with room enough.
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        let bytes = buffer.prefix(max(0, min(Int(count), buffer.count))).map { UInt8(bitPattern: $0) }
        return (hasKeysym ? keysym : 0, hasText ? String(decoding: bytes, as: UTF8.self) : "")
    }

    /// The styles the method offers (empty when it does not say).
    private static func supportedStyles(_ im: XIM) -> [XIMStyle] {
        guard let styles = flick_XIMStyles(im) else { return [] }
        defer { XFree(styles) }
        let list = styles.pointee
        guard let base = list.supported_styles else { return [] }
        return (0..<Int(list.count_styles)).map { base[$0] }
    }
}
