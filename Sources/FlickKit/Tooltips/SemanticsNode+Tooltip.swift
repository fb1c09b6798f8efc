import FlickCore

extension SemanticsNode {
    /// The tooltip of the topmost node on screen under `p` that has one, anchored at that node's
    /// frame; nil when there is none. Later nodes are drawn over earlier ones, and a dialog on
    /// screen under `p` hides everything under it.
    public func tooltip(at p: Point) -> Tooltip? {
        if let dialog = allNodes.last(where: { $0.role == .dialog && $0.isShowing && $0.frame.contains(p) }) {
            return dialog.topmostTooltip(at: p)
        }
        return topmostTooltip(at: p)
    }

    private func topmostTooltip(at p: Point) -> Tooltip? {
        guard let node = allNodes.last(where: { $0.isShowing && $0.tooltip?.isEmpty == false && $0.frame.contains(p) }),
              let text = node.tooltip else { return nil }
        return Tooltip(text, anchor: node.frame)
    }
}
