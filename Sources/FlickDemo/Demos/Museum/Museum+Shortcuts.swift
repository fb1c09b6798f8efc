import FlickCore
import FlickKit

extension Museum: ShortcutsProviding {
    /// The grid's pages, the tabs, the detail view, and the museum's gestures.
    var shortcutGroups: [ShortcutGroup] {
        [
            ShortcutGroup("Pages", [
                Shortcut("Previous page", keys: ["Prior", "Up"]),
                Shortcut("Next page", keys: ["Next", "Down"]),
                Shortcut("First or last page", keys: ["Home", "End"]),
            ]),
            ShortcutGroup("Tabs", [
                Shortcut("Previous or next tab", keys: ["Left", "Right"]),
                Shortcut("Collections", keys: ["1"]),
                Shortcut("Favorites", keys: ["2"]),
            ]),
            ShortcutGroup("A collection", [
                Shortcut("Back to the grid", keys: ["Escape", "BackSpace", "alt+Left"]),
                Shortcut("Favorite or not", keys: ["f"]),
            ]),
            ShortcutGroup("Gestures", [
                Shortcut("Drag up or down: turn the page", gesture: .dragVertical),
                Shortcut("Drag sideways over the grid: change tab", gesture: .dragHorizontal),
                Shortcut("Click a picture: open its collection", gesture: .tap),
                Shortcut("Pinch, ctrl+wheel or +/− on a picture: zoom it open or closed", gesture: .pinch),
                Shortcut("Drag a collection to the right: back", gesture: .edgeSwipe),
            ]),
        ]
    }
}
