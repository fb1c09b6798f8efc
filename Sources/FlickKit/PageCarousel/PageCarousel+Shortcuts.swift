import FlickCore

extension PageCarousel: ShortcutsProviding {
    /// The overview key (ctrl+shift+o, Tab too with `CarouselOptions.tabOpensOverview`), the page
    /// keys, the overview's keys and the gestures.
    public var shortcutGroups: [ShortcutGroup] {
        var pages = [
            Shortcut("All pages", keys: options.tabOpensOverview ? ["ctrl+shift+o", "Tab"] : ["ctrl+shift+o"], gesture: .pinch),
            Shortcut("New page", keys: ["ctrl+t"]),
            Shortcut("Close the page", keys: ["ctrl+w"]),
            Shortcut("Reopen the last closed page", keys: ["ctrl+shift+t"]),
        ]
        if options.showsUndoToast { pages.append(Shortcut("Undo closing a page (while its toast shows)", keys: ["ctrl+z"])) }
        return [
            ShortcutGroup("Pages", pages),
            ShortcutGroup("All pages", [
                Shortcut("Previous or next page", keys: ["Left", "Right"]),
                Shortcut("First or last page", keys: ["Home", "End"]),
                Shortcut("Open the selected page", keys: ["Return"]),
                Shortcut("A grid of all pages, or back to the row", keys: ["ctrl+shift+g"], gesture: .pinch),
                Shortcut("Back to the page you came from", keys: ["Escape"]),
                Shortcut("Close the selected page", keys: ["Delete"]),
                Shortcut("Move the selected page earlier or later", keys: ["ctrl+shift+Left", "ctrl+shift+Right"]),
            ]),
            ShortcutGroup("Gestures", [
                Shortcut("Drag the row: the next or previous page", gesture: .dragHorizontal),
                Shortcut("Fling a card up: close it", gesture: .dragUp),
                Shortcut("Hold a card, then drag: reorder", gesture: .longPress),
            ]),
        ]
    }
}
