import CX11

/// X keysym names, checked against Xlib's own table (no display needed).
public enum KeysymName {
    /// True when `name` is an X keysym name such as "Right", "Return", "t", "plus" or "F9".
    public static func isKnown(_ name: String) -> Bool {
        !name.isEmpty && XStringToKeysym(name) != 0
    }
}
