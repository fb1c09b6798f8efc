import FlickCore

extension ShortcutsOverlay {
    /// While open: a dialog named by its title over the panel, dismissed as Escape does, with a
    /// heading per group and a text per shortcut ("New page: ctrl+t") in reading order.
    public func semantics(now: Double) -> [SemanticsNode] {
        guard isOpen else { return [] }
        let panel = layout.panel
        var lines: [SemanticsNode] = []
        for group in groups {
            lines.append(SemanticsNode(role: .heading, name: group.title, frame: panel))
            for s in group.shortcuts {
                let keys = s.keys.map { $0.capLabels.joined(separator: "+") }.joined(separator: ", ")
                lines.append(SemanticsNode(role: .text, name: keys.isEmpty ? s.title : "\(s.title): \(keys)", frame: panel))
            }
        }
        return [SemanticsNode(role: .dialog, name: title, frame: panel, actions: [.dismiss], children: lines,
                              actionHandler: { [weak self] action, now in
                                  guard action == .dismiss, let self, self.isOpen else { return false }
                                  self.setOpen(false, now: now)
                                  return true
                              })]
    }
}
