import FlickCore

extension ListView {
    /// A `.list` over the list's bounds (named `accessibleName`, its value the row count) holding a
    /// node for every row in view, and for the focused row wherever it is (`.heading` for a heading,
    /// else `rowRole`'s role, `.listItem` by default), `selected` for the selected one, `focusable`
    /// and `focused` as the row's own (each row is a focus stop: the focused row is the one node
    /// reported focused) and `offscreen` where scrolled out of the bounds. With an `onActivate`,
    /// a row that is not a heading and has no `activate` of its own takes one: it selects the row
    /// and activates it, as a click does.
    public func semantics(now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: size)
        let items = routedChildren(now: now).flatMap { child -> [SemanticsNode] in
            guard let row = child.component as? Row, let i = liveRows.first(where: { $0.value === row })?.key
            else { return [] }
            return row.semantics(now: now).map { node in
                var n = node.offsetBy(child.frame.origin)
                n.role = isHeadingRow(i) ? .heading : rowRole?(i) ?? .listItem
                if i == selectedIndex { n.states.insert(.selected) }
                if !n.frame.intersects(bounds) { n.states.insert(.offscreen) }
                if onActivate != nil && !isHeadingRow(i) && !n.actions.contains(.activate) {
                    n.actions.append(.activate)
                    let rowHandler = n.actionHandler
                    n.actionHandler = { [weak self] action, now in
                        guard action == .activate, let self else { return rowHandler?(action, now) ?? false }
                        self.userSelect(i, now: now)
                        self.onActivate?(i, now)
                        return true
                    }
                }
                return n
            }
        }
        return [SemanticsNode(role: .list, name: accessibleName, value: String(count), frame: bounds, children: items)]
    }
}
