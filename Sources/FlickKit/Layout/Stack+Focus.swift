import FlickCore

/// Keyboard focus through a stack's children: each control that takes focus (its subcontrols
/// after it, as `FocusChain` lists them) is a stop, and a child that is not a control is one stop
/// that gets the Tab itself and keeps focus while it moves focus inside. Past the last stop the
/// stack lets the focus go and returns false, so a container around it moves on; the next Tab
/// starts again at the first.
extension Stack {
    /// A place Tab stops at.
    private enum FocusStop {
        case control(Control)
        case component(any Component)

        var object: AnyObject {
            switch self {
            case .control(let c): return c
            case .component(let c): return c
            }
        }
    }

    /// Every stop in Tab order.
    private var focusStops: [FocusStop] {
        items.flatMap { item -> [FocusStop] in
            if let control = item.child as? Control { return FocusChain.focusable([control]).map { .control($0) } }
            return [.component(item.child)]
        }
    }

    /// The control with keyboard focus, if a control has it.
    public var focusedControl: Control? { focused as? Control }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        guard let focused else { return false }
        if let control = focused as? Control { return control.handle(.key(key), now: now) }
        return (focused as? any Component)?.handle(.key(key), now: now) ?? false
    }

    /// Focus follows a press (GTK's focus-on-click): a control child that took the press at `p`
    /// (or its subcontrol under it) gets focus if it takes focus; the ring leaves the one before.
    func focusPressedControl(at p: Point, in children: [RoutedChild]) {
        guard let pressed = router.pressTarget as? Control,
              let child = children.first(where: { $0.component === pressed }),
              let target = FocusChain.pressTarget(in: pressed, at: p - child.frame.origin),
              target !== focused else { return }
        (focused as? Control)?.isFocused = false
        target.isFocused = true
        focused = target
    }

    /// Moves the focus to the next (or previous) stop; false when it went past the last.
    private func moveFocus(backward: Bool, now: Double) -> Bool {
        let tab = backward ? KeyCombo("Tab", modifiers: [.shift]) : KeyCombo("Tab")
        let stops = backward ? Array(focusStops.reversed()) : focusStops
        var start = 0
        if let current = focused, let i = stops.firstIndex(where: { $0.object === current }) {
            if case .component(let c) = stops[i], c.handle(.key(tab), now: now) { return true }
            if case .control(let c) = stops[i] { c.isFocused = false }
            start = i + 1
        } else if let control = focused as? Control {
            control.isFocused = false
        }
        focused = nil
        for stop in stops.dropFirst(start) {
            switch stop {
            case .control(let c):
                c.isFocused = true
                focused = c
                return true
            case .component(let c):
                if c.handle(.key(tab), now: now) {
                    focused = c
                    return true
                }
            }
        }
        return false
    }
}
