import FlickCore
import FlickKit

/// Typing into a text input as a keyboard would: one key per grapheme, carrying its text.
enum TextInput {
    /// Sends each grapheme of `text` to `component` as a key that typed it, at `now`.
    static func type(_ text: String, into component: any Component, now: Double = 0) {
        for ch in text { component.handle(.key(KeyCombo(String(ch), text: String(ch))), now: now) }
    }

    /// Sends the key `combo` (as "ctrl+shift+Left" is written), typing nothing.
    @discardableResult
    static func key(_ combo: String, to component: any Component, now: Double = 0) -> Bool {
        component.handle(.key(KeyCombo(parsing: combo)!), now: now)
    }

    /// A focused field `width` px wide, laid out without a host (estimated text).
    static func field(_ field: TextField = TextField(placeholder: "Name"), width: Double = 300) -> TextField {
        field.frame = Rect(x: 0, y: 0, width: width, height: 44)
        field.isFocused = true
        return field
    }
}
