import FlickCore
import FlickKit

extension SlidesDemo: ShortcutsProviding {
    /// Replace, cover and uncover by key, the random replace, and the drags.
    var shortcutGroups: [ShortcutGroup] {
        [
            ShortcutGroup("Slides", [
                Shortcut("Replace, moving that way", keys: ["Left", "Right", "Up", "Down"]),
                Shortcut("Cover, moving that way", keys: ["ctrl+Left", "ctrl+Right", "ctrl+Up", "ctrl+Down"]),
                Shortcut("Uncover the top cover", keys: ["BackSpace"]),
                Shortcut("Replace with a random scene", keys: ["r"]),
                Shortcut("Move the focus through the bar's buttons", keys: ["Tab", "shift+Tab"]),
                Shortcut("Press the focused button", keys: ["space", "Return"]),
            ]),
            ShortcutGroup("Gestures", [
                Shortcut("Drag any way: replace as you go", gesture: .dragAny),
                Shortcut("Ctrl+drag: cover as you go", gesture: .dragHorizontal),
                Shortcut("Scroll: one replace per swipe", gesture: .twoFingerSwipe),
            ]),
        ]
    }
}
