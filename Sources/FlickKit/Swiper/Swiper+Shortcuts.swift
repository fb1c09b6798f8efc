import FlickCore

extension Swiper: ShortcutsProviding {
    /// The arrows, Page_Up/Page_Down, Home/End and `t` (with toolbars), the swipe, the wheel and the dots.
    public var shortcutGroups: [ShortcutGroup] {
        var keys = [
            Shortcut("Previous item", keys: ["Left", "Prior"]),
            Shortcut("Next item", keys: ["Right", "Next"]),
            Shortcut("First item", keys: ["Home"]),
            Shortcut("Last item", keys: ["End"]),
        ]
        if options.showsToolbars { keys.append(Shortcut("Show or hide the toolbars", keys: ["t"])) }
        var gestures = [
            Shortcut("Drag sideways: the next or previous item", gesture: .dragHorizontal),
            Shortcut("Scroll sideways: one item per swipe", gesture: .twoFingerSwipe),
        ]
        if options.showsPageControl { gestures.append(Shortcut("Click a dot: go to its item", gesture: .tap)) }
        return [ShortcutGroup("Navigation", keys), ShortcutGroup("Gestures", gestures)]
    }
}
