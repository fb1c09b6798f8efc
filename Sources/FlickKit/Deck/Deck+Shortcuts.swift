import FlickCore

extension Deck: ShortcutsProviding {
    /// The keys that toggle and close the sides (`DeckOptions`), and the pans the panning mode allows.
    public var shortcutGroups: [ShortcutGroup] {
        var keys: [Shortcut] = []
        if let k = options.toggleLeftKey, left != nil { keys.append(Shortcut("Show or hide the left side", keys: [k.description])) }
        if let k = options.toggleRightKey, right != nil { keys.append(Shortcut("Show or hide the right side", keys: [k.description])) }
        if let k = options.closeKey, left != nil || right != nil { keys.append(Shortcut("Close the open side", keys: [k.description])) }
        var gestures: [Shortcut] = []
        let mode = options.panningMode
        if mode.contains(.fullView) { gestures.append(Shortcut("Drag the center sideways: open or close a side", gesture: .dragHorizontal)) }
        if mode.contains(.topBar) { gestures.append(Shortcut("Drag the top bar sideways: open or close a side", gesture: .dragHorizontal)) }
        if mode.contains(.region) { gestures.append(Shortcut("Drag the panning strip: open or close a side", gesture: .dragHorizontal)) }
        if mode.contains(.screenEdge) { gestures.append(Shortcut("Drag in from the window's edge: open a side", gesture: .edgeSwipe)) }
        return [ShortcutGroup("Sides", keys), ShortcutGroup("Gestures", gestures)].filter { !$0.shortcuts.isEmpty }
    }
}
