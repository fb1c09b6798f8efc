import FlickCore

extension ListView {
    /// A `.list` over the list's bounds (named `accessibleName`, its value the row count;
    /// `focusable`, and `focused` while it has the keyboard focus) holding a node for every row in
    /// view (`.heading` for a heading, else `rowRole`'s role, `.listItem` by default), `selected`
    /// for the selected one and `offscreen` where scrolled out of the bounds. With an `onActivate`,
    /// a row that is not a heading and has no `activate` of its own takes one: it selects the row
    /// and activates it, as a click does.
    /// The selected row's ring shows the list's focus; the list is the one node reported focused.
    public func semantics(now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: size)
        let items = routedChildren(now: now).flatMap { child -> [SemanticsNode] in
            guard let row = child.component as? Row, let i = liveRows.first(where: { $0.value === row })?.key
            else { return [] }
            return row.semantics(now: now).map { node in
                var n = node.offsetBy(child.frame.origin)
                n.role = isHeadingRow(i) ? .heading : rowRole?(i) ?? .listItem
                n.states.remove(.focused)
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
        let states: SemanticsStates = isFocused ? [.focusable, .focused] : [.focusable]
        return [SemanticsNode(role: .list, name: accessibleName, value: String(count), states: states,
                              frame: bounds, children: items)]
    }
}
