import FlickCore
import FlickKit

extension DeckDemo: ShortcutsProviding {
    /// The deck's own keys and pans, the pushed pages' back key, and the options drawer's focus keys.
    var shortcutGroups: [ShortcutGroup] {
        deck.shortcutGroups + [
            ShortcutGroup("Pages and options", [
                Shortcut("Back from a pushed page", keys: ["BackSpace"]),
                Shortcut("Search the section's entries", keys: ["ctrl+f"]),
                Shortcut("Move the focus: the page, the bar, an open side", keys: ["Tab", "shift+Tab"]),
                Shortcut("Press the focused control", keys: ["space", "Return"]),
            ]),
        ]
    }
}
