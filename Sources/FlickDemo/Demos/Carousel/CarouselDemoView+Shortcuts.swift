import FlickCore
import FlickKit

extension CarouselDemoView: ShortcutsProviding {
    /// The carousel's keys (pages, the row while presenting, the shown page's scrolling, the
    /// address field) and its gestures.
    var shortcutGroups: [ShortcutGroup] {
        [
            ShortcutGroup("Pages", [
                Shortcut("All pages", keys: ["Tab"], gesture: .pinch),
                Shortcut("New page", keys: ["ctrl+t"]),
                Shortcut("Close the page", keys: ["ctrl+w"]),
                Shortcut("Reopen the last closed page", keys: ["ctrl+shift+t"]),
                Shortcut("Undo closing a page (while its toast shows)", keys: ["ctrl+z"]),
            ]),
            ShortcutGroup("All pages", [
                Shortcut("Previous or next page", keys: ["Left", "Right"]),
                Shortcut("First or last page", keys: ["Home", "End"]),
                Shortcut("Open the selected page", keys: ["Return"]),
                Shortcut("Focus the pages or the toolbar's buttons", keys: ["Tab", "shift+Tab"]),
                Shortcut("A grid of all pages, or back to the row", keys: ["ctrl+shift+g"], gesture: .pinch),
                Shortcut("Back to the page you came from", keys: ["Escape"]),
                Shortcut("Close the selected page", keys: ["Delete"]),
                Shortcut("Move the selected page earlier", keys: ["ctrl+shift+Left"]),
                Shortcut("Move the selected page later", keys: ["ctrl+shift+Right"]),
            ]),
            ShortcutGroup("A page", [
                Shortcut("Scroll", keys: ["Up", "Down"]),
                Shortcut("Scroll by a screen", keys: ["Prior", "Next", "space"]),
                Shortcut("Top or bottom", keys: ["Home", "End"]),
            ]),
            ShortcutGroup("Address", [
                Shortcut("Type an address", keys: ["ctrl+l", "F6"]),
                Shortcut("Open it as a new page", keys: ["Return"]),
                Shortcut("Leave the address", keys: ["Escape"]),
            ]),
            ShortcutGroup("Gestures", [
                Shortcut("Drag the row: the next or previous page", gesture: .dragHorizontal),
                Shortcut("Fling a card up: close it", gesture: .dragUp),
                Shortcut("Click a card: select or open it", gesture: .tap),
                Shortcut("Hold a card, then drag: reorder", gesture: .longPress),
                Shortcut("Scroll sideways: one page per swipe", gesture: .twoFingerSwipe),
            ]),
        ]
    }
}
