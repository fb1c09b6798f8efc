import FlickCore
import FlickKit

extension Shell: ShortcutsProviding {
    /// The shell's drawers, then the shown demo's shortcuts (without the keys the shell's deck
    /// takes before the demo sees them: F9 and F10).
    var shortcutGroups: [ShortcutGroup] {
        let shell = ShortcutGroup("Shell", [
            Shortcut("Demo list", keys: [deck.options.toggleLeftKey?.description ?? "F9"]),
            Shortcut("Settings", keys: [deck.options.toggleRightKey?.description ?? "F10"]),
            Shortcut("Main menu: keyboard shortcuts, settings, about Flick", keys: [Shell.primaryMenuKey.description]),
            Shortcut("Close the open drawer", keys: ["Escape"]),
            Shortcut("Move the focus: the demo, the top bar, an open drawer", keys: ["Tab", "shift+Tab"]),
            Shortcut("Drag in from the window's edge: open a drawer", gesture: .edgeSwipe),
        ])
        let taken = Set([deck.options.toggleLeftKey, deck.options.toggleRightKey].compactMap { $0 })
        let demo = ((demoView as? ShortcutsProviding)?.shortcutGroups ?? []).map { g in
            ShortcutGroup(g.title, g.shortcuts.compactMap { s -> Shortcut? in
                var s = s
                s.keys.removeAll { taken.contains($0) }
                return s.keys.isEmpty && s.gesture == nil ? nil : s
            })
        }.filter { !$0.shortcuts.isEmpty }
        return [shell] + demo
    }
}
