import FlickCore

extension ControlGroup: ScrollingContainer {
    /// Pointer gestures go to the control under them (through the router, scroll applied);
    /// a press focuses the control it lands on (the router's focus on press); an unclaimed vertical pan of
    /// the left button scrolls (`routeScrolling`; other buttons' drags are not used); Tab moves
    /// focus, and Tab past the last control lets the focus go (returns false); other keys go to
    /// the focused control, then scroll. Unused horizontal pans and keys return false (for the parent).
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(now: now)
        if let used = routeScrolling(gesture, in: children, now: now) { return used }
        switch gesture {
        case .press(let p, let button, _):
            // A new press means the last one ended: a drag whose end never came lets go here.
            scroller.endUnfinishedDrag(now: now)
            guard button == 1, Rect(size: size).contains(p) else { return false }
            let wasMoving = scroller.press(now: now)
            let used = router.route(gesture, in: children, now: now)
            return used || wasMoving
        case .tap:
            return router.route(gesture, in: children, now: now)
        case .key(let key):
            return handleKey(key, now: now)
        default:
            return false
        }
    }

    /// Tab and Shift+Tab move the focus (past the last control the group lets it go, so a
    /// container around it moves on, and the host wraps to the first stop of the window); other
    /// keys go to the focused control first. While a control holds the focus, Up and Down move it
    /// to the control above or below, kept in view, as in a list box; otherwise (and past the
    /// first or last control) they scroll, as Page Up and Page Down do.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        if let f = focusedControl, f.handle(.key(key), now: now) {
            scrollToVisible(f, now: now)
            return true
        }
        if key.modifiers.isEmpty, key.name == "Up" || key.name == "Down", moveFocusAlong(up: key.name == "Up", now: now) {
            return true
        }
        guard scrollsVertically, maxScroll > 0, key.modifiers.isEmpty else { return false }
        switch key.name {
        case "Up": scroll(to: scroller.target - ControlGroup.keyScrollPx, animated: true, now: now)
        case "Down": scroll(to: scroller.target + ControlGroup.keyScrollPx, animated: true, now: now)
        case "Prior": scroll(to: scroller.target - size.height * 0.9, animated: true, now: now)
        case "Next": scroll(to: scroller.target + size.height * 0.9, animated: true, now: now)
        default: return false
        }
        return true
    }

    /// With a control focused, gives the focus to the stop above it (`up`) or below it, kept in
    /// view; false with nothing focused or at the first or last stop (the focus stays).
    func moveFocusAlong(up: Bool, now: Double) -> Bool {
        let stops = FocusChain.stops(in: self, now: now)
        guard let focused = focusedControl, let i = stops.firstIndex(where: { $0 === focused }) else { return false }
        let next = up ? i - 1 : i + 1
        guard stops.indices.contains(next) else { return false }
        FocusChain.focus(stops[next], among: controls, now: now)
        if let control = focusedControl { scrollToVisible(control, now: now) }
        return true
    }
}
