import FlickCore

extension ControlGroup: ScrollingContainer {
    /// Pointer gestures go to the control under them (through the router, scroll applied);
    /// a press focuses the control it lands on (when it takes focus); an unclaimed vertical pan of
    /// the left button scrolls (`routeScrolling`; other buttons' drags are not used); Tab moves
    /// focus, and Tab past the last control lets the focus go (returns false); other keys go to
    /// the focused control, then scroll. Unused horizontal pans and keys return false (for the parent).
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(at: now)
        if let used = routeScrolling(gesture, in: children, now: now) { return used }
        switch gesture {
        case .press(let p, let button, _):
            // A new press means the last one ended: a drag whose end never came lets go here.
            scroller.endUnfinishedDrag(now: now)
            guard button == 1, Rect(size: size).contains(p) else { return false }
            let wasMoving = scroller.press(at: now)
            let used = router.route(gesture, in: children, now: now)
            focusPressedControl(at: p, in: children)
            return used || wasMoving
        case .tap:
            return router.route(gesture, in: children, now: now)
        case .key(let key):
            return handleKey(key, now: now)
        default:
            return false
        }
    }

    /// Focus follows a press (GTK's focus-on-click): the control that took the press at `p`, or
    /// its subcontrol under it, gets focus if it takes focus; the ring leaves the one before.
    private func focusPressedControl(at p: Point, in children: [RoutedChild]) {
        guard let pressed = router.pressTarget as? Control,
              let child = children.first(where: { $0.component === pressed }),
              let target = FocusChain.pressTarget(in: pressed, at: p - child.frame.origin) else { return }
        focus.focus(target)
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if key.matches("Tab") || key.matches("Tab", [.shift]) || key.matches("ISO_Left_Tab", [.shift])
            || key.matches("ISO_Left_Tab") {
            let backward = key.modifiers.contains(.shift) || key.name == "ISO_Left_Tab"
            let list = FocusChain.focusable(controls)
            if let f = focus.focused, f === (backward ? list.first : list.last) {
                // Past the last control the group lets the focus go, so a container around it moves
                // on (the host wraps to the first stop of the window).
                focus.focus(nil)
                return false
            }
            guard let next = focus.advance(in: controls, backward: backward) else { return false }
            scrollToVisible(next, now: now)
            return true
        }
        if let f = focus.focused, f.handle(.key(key), now: now) {
            scrollToVisible(f, now: now)
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
}
