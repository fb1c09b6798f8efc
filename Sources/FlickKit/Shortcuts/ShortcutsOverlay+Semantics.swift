import FlickCore

extension ShortcutsOverlay {
    /// While open: a dialog named "Keyboard Shortcuts" over the panel, described by what the
    /// shortcuts belong to (its `title`, e.g. the demo's name), dismissed as Escape does, with a
    /// heading per group and a text per shortcut ("New page: ctrl+t") in reading order, each
    /// where it is drawn (the lines scrolled out of the panel's body `offscreen`).
    public func semantics(now: Double) -> [SemanticsNode] {
        guard isOpen else { return [] }
        let panel = layout.panel
        let body = layout.body.offsetBy(dx: panel.x, dy: panel.y)
        var lines: [SemanticsNode] = []
        func place(_ node: SemanticsNode) {
            lines.append(node.frame.intersects(body) ? node : node.adding(.offscreen))
        }
        for placed in layout.groups where placed.index < groups.count && placed.index < layout.rowHeights.count {
            let group = groups[placed.index]
            let f = placed.frame.offsetBy(dx: body.x, dy: body.y - scrollOffset)
            place(SemanticsNode(role: .heading, name: group.title,
                                frame: Rect(x: f.minX, y: f.minY, width: f.width, height: ShortcutsLayout.groupHeadingPx)))
            var y = f.minY + ShortcutsLayout.groupHeadingPx
            for (s, h) in zip(group.shortcuts, layout.rowHeights[placed.index]) {
                let keys = s.keys.map { $0.capLabels.joined(separator: "+") }.joined(separator: ", ")
                place(SemanticsNode(role: .text, name: keys.isEmpty ? s.title : "\(s.title): \(keys)",
                                    frame: Rect(x: f.minX, y: y, width: f.width, height: h)))
                y += h
            }
        }
        // The dialog takes the keyboard while open (its keys scroll and close it): it is the focused node.
        return [SemanticsNode(role: .dialog, name: ShortcutsOverlay.heading, description: title.isEmpty ? nil : title,
                              states: [.focusable, .focused], frame: panel, actions: [.dismiss], children: lines,
                              actionHandler: { [weak self] action, now in
                                  guard action == .dismiss, let self, self.isOpen else { return false }
                                  self.setOpen(false, now: now)
                                  return true
                              })]
    }

    /// The overlay's heading and its dialog's name.
    public static let heading = "Keyboard Shortcuts"
}
