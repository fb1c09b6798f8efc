import FlickCore

/// How a list takes input: the pointer selects and scrolls, the keys navigate.
extension ListView: ScrollingContainer {
    /// Rows a Page Up or Page Down moves the selection by: the rows that fit in the list, at least 1.
    var rowsPerPage: Int { max(1, Int((size.height / validRowHeight).rounded(.down))) }

    /// The rows first (through the router), then the list: a press catches a moving scroll, a
    /// single tap that did not selects the row under it and activates it (a heading: neither;
    /// the second tap of a double tap adds nothing); pans, wheel notches and cancels as every
    /// scrolling container (`routeScrolling`); the keys navigate.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(now: now)
        if case .cancel = gesture { pressCaughtScroll = false }
        if let used = routeScrolling(gesture, in: children, now: now) { return used }
        switch gesture {
        case .press(let p, let button, _):
            scroller.endUnfinishedDrag(now: now)
            guard button == 1, Rect(size: size).contains(p) else { return false }
            pressCaughtScroll = scroller.press(now: now)
            let used = router.route(gesture, in: children, now: now)
            return used || pressCaughtScroll || index(at: p, now: now) != nil
        case .tap(let p, let taps, let button, _):
            let used = router.route(gesture, in: children, now: now)
            defer { pressCaughtScroll = false }
            guard button == 1, !pressCaughtScroll, let i = index(at: p, now: now) else { return used }
            guard taps == 1, !isHeadingRow(i) else { return true }
            userSelect(i, now: now)
            onActivate?(i, now)
            return true
        case .key(let key):
            return handleKey(key, now: now)
        default:
            return false
        }
    }

    /// The index of the row under `p` (list coordinates), or nil.
    func index(at p: Point, now: Double) -> Int? {
        guard Rect(size: size).contains(p) else { return nil }
        let i = Int(((p.y + scroller.offset(now: now)) / validRowHeight).rounded(.down))
        return i >= 0 && i < count ? i : nil
    }

    /// Selects `index` as the user did: scrolled into view, `onSelect` told when it changed.
    func userSelect(_ index: Int, now: Double) {
        let changed = index != selectedIndex
        select(index, animated: true, now: now)
        if changed, let s = selectedIndex { onSelect?(s, now) }
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        guard key.modifiers.isEmpty, count > 0 else { return false }
        let current = selectedIndex
        let target: Int, step: Int
        switch key.name {
        case "Up": (target, step) = ((current ?? 1) - 1, -1)
        case "Down": (target, step) = (current.map { $0 + 1 } ?? 0, 1)
        case "Home": (target, step) = (0, 1)
        case "End": (target, step) = (count - 1, -1)
        case "Prior", "Page_Up": (target, step) = ((current ?? 0) - rowsPerPage, -1)
        case "Next", "Page_Down": (target, step) = ((current ?? 0) + rowsPerPage, 1)
        case "Return", "space":
            guard let s = current else { return false }
            onActivate?(s, now)
            return true
        default: return false
        }
        // A heading is passed over in the key's direction; at an end with only headings beyond,
        // the selection stays (or takes the nearest row the other way).
        var to = min(max(0, target), count - 1)
        if isHeadingRow(to) {
            var i = to
            while i >= 0 && i < count && isHeadingRow(i) { i += step }
            if i >= 0 && i < count {
                to = i
            } else if let c = current ?? selectable(near: to, step: -step) {
                to = c
            } else {
                return true
            }
        }
        userSelect(to, now: now)
        return true
    }

    /// One focus stop (the arrows move the selection): the first Tab takes the focus, the next lets
    /// it go to whatever follows (the `FocusChain` walk's step).
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        isFocused.toggle()
        return isFocused
    }
}
