import FlickCore

extension ControlGroup {
    /// Pointer gestures go to the control under them (through the router, scroll applied);
    /// an unclaimed vertical pan of the left button scrolls (other buttons' drags are not used); Tab moves focus; other keys go to the focused control,
    /// then scroll. Unused horizontal pans and keys return false (for the parent).
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(at: now)
        switch gesture {
        case .press(let p, let button, _):
            // A new press means the last one ended: a drag whose end never came lets go here.
            if scrollDrag.active {
                scrollDrag.active = false
                releaseScroll(velocity: 0, now: now)
            }
            guard button == 1, Rect(size: size).contains(p) else { return false }
            let wasMoving = scroll.isAnimating(at: now)
            if wasMoving { scroll.grab(at: now) }
            scrollDrag = (0, false)
            let used = router.route(gesture, in: children, now: now)
            return used || wasMoving
        case .release, .tap:
            return router.route(gesture, in: children, now: now)
        case .panBegin(let info):
            if router.route(gesture, in: children, now: now) { return true }
            let t = info.totalTranslation
            guard info.button == 1, scrollsVertically, maxScroll > 0, abs(t.y) > abs(t.x),
                  Rect(size: size).contains(info.start) else { return false }
            scrollDrag = (scroll.grab(at: now), true)
            dragScroll(info)
            return true
        case .panUpdate(let info):
            if scrollDrag.active { dragScroll(info); return true }
            return router.route(gesture, in: children, now: now)
        case .panEnd(let info):
            if scrollDrag.active {
                dragScroll(info)
                scrollDrag.active = false
                releaseScroll(velocity: info.velocity.y, now: now)
                return true
            }
            return router.route(gesture, in: children, now: now)
        case .hover, .leave, .longPress:
            return router.route(gesture, in: children, now: now)
        case .scroll(let p, let delta, _):
            guard Rect(size: size).contains(p) else { return false }
            if router.route(gesture, in: children, now: now) { return true }
            guard scrollsVertically, maxScroll > 0, delta.y != 0 else { return false }
            scroll(to: scroll.target + delta.y * Constants.scrollNotchPx, animated: true, now: now)
            return true
        case .key(let key):
            return handleKey(key, now: now)
        case .cancel:
            // A drag taken away stops where it is.
            let dragged = scrollDrag.active
            if dragged {
                scrollDrag.active = false
                releaseScroll(velocity: 0, now: now)
            }
            return router.route(gesture, in: children, now: now) || dragged
        case .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return false
        }
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if key.matches("Tab") || key.matches("Tab", [.shift]) || key.matches("ISO_Left_Tab", [.shift])
            || key.matches("ISO_Left_Tab") {
            let backward = key.modifiers.contains(.shift) || key.name == "ISO_Left_Tab"
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
        case "Up", "KP_Up": scroll(to: scroll.target - ControlGroup.keyScrollPx, animated: true, now: now)
        case "Down", "KP_Down": scroll(to: scroll.target + ControlGroup.keyScrollPx, animated: true, now: now)
        case "Prior": scroll(to: scroll.target - size.height * 0.9, animated: true, now: now)
        case "Next": scroll(to: scroll.target + size.height * 0.9, animated: true, now: now)
        default: return false
        }
        return true
    }

    /// Follows a vertical drag, rubber-banded past either end.
    func dragScroll(_ info: PanInfo) {
        let raw = scrollDrag.startOffset - info.translation.y
        scroll.set(RubberBand.clamp(raw, min: 0, max: maxScroll, dimension: size.height))
    }

    /// Hands the release velocity to the settle spring, aimed at the projected rest point (clamped).
    func releaseScroll(velocity: Double, now: Double) {
        let v = -velocity
        let here = scroll.value(at: now)
        let target = min(max(0, here + Deceleration.projectedDistance(velocity: v)), maxScroll)
        scroll.animate(to: target, at: now, velocity: v, tolerance: 0.25)
    }
}
