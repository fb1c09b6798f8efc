import CX11

/// X keysym names, checked against Xlib's own table (no display needed).
///
/// The scenario parser checks every `key` line's name here, so the check lives beside it: the
/// lookup is one call into Xlib's static keysym table through the CX11 shim, which needs no
/// connection, no window and none of FlickX11 (the window, the event loop), so FlickTracing and
/// the tests built on it stay off the windowing layer while naming keys exactly as the X server does.
public enum KeysymName {
    /// True when `name` is an X keysym name such as "Right", "Return", "t", "plus" or "F9".
    public static func isKnown(_ name: String) -> Bool {
        !name.isEmpty && XStringToKeysym(name) != 0
    }
}
