import CX11
import FlickCore

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

    /// The key presses that type `text`, one per grapheme cluster, each carrying its text: a
    /// cluster of one scalar is the key of its keysym, named as `XKeysymToString` names it: a
    /// Latin-1 character's own keysym ("a", "eacute", "space"), any other's Unicode keysym
    /// ("U20AC", "U03A9": Xlib has no public map back to the older named keysyms such as
    /// EuroSign, and keyboards map many characters to Unicode keysyms too); an upper-case letter
    /// with Shift held as a keyboard types it; a line feed is
    /// Return and a tab Tab (which type no text); a cluster of several scalars ("e" and a
    /// combining accent, an emoji sequence) arrives as an input method commits text, a key with
    /// no name carrying the cluster.
    public static func keys(typing text: String) -> [KeyCombo] {
        text.map { cluster -> KeyCombo in
            let scalars = Array(cluster.unicodeScalars)
            if cluster == "\n" || cluster == "\r\n" { return KeyCombo("Return") }
            if cluster == "\t" { return KeyCombo("Tab") }
            guard scalars.count == 1, let scalar = scalars.first else { return KeyCombo("", text: String(cluster)) }
            let value = scalar.value
            // Latin-1's keysyms are its code points; every other scalar's is 0x01000000 + it.
            let isLatin1 = (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value)
            let keysym = isLatin1 ? KeySym(value) : KeySym(0x0100_0000 + value)
            let name = XKeysymToString(keysym).map { String(cString: $0) } ?? "U" + String(value, radix: 16, uppercase: true)
            let isUpper = scalar.properties.isUppercase && cluster.lowercased() != String(cluster)
            return KeyCombo(name, modifiers: isUpper && isLatin1 ? .shift : [], text: String(cluster))
        }
    }
}
