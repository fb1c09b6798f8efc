import FlickCore

extension Toolbar {
    /// A toolbar node (named by its title) with a button per item, each named by its label and
    /// described by its tooltip (shown on hover while the bar shows; the label without one);
    /// activating one runs its action as a click does; enabled ones are `focusable`, the one with
    /// keyboard focus `focused`. A hidden bar's nodes are `offscreen`.
    public func semantics(now: Double) -> [SemanticsNode] {
        let hidden: SemanticsStates = isShown ? [] : .offscreen
        let items = buttons.indices.map { i -> SemanticsNode in
            let b = buttons[i]
            return SemanticsNode(role: .button, name: b.title, description: b.tooltip,
                                 tooltip: isShown && b.isEnabled ? b.tooltip ?? b.title : nil,
                                 states: hidden.union(b.isEnabled ? .focusable : .disabled)
                                     .union(focusedButton == i ? .focused : []), frame: buttonFrame(i),
                                 actions: b.isEnabled ? [.activate] : [],
                                 actionHandler: { action, now in
                                     guard action == .activate, b.isEnabled else { return false }
                                     b.action(now)
                                     return true
                                 })
        }
        return [SemanticsNode(role: .toolbar, name: title ?? "", states: hidden, frame: Rect(size: size), children: items)]
    }
}
