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

    /// Tab enters and leaves the list (`moveFocus(backward:now:)`). A focused row's accessory has the keys
    /// first. Up, Down, Home, End, Page Up and Page Down move the selection from the focused row
    /// (else the selected one), and the focus with it while a row holds it; Return and Space
    /// activate the focused row (else the selected one), selecting it as a click does.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        let focused = focusedRowIndex
        if let f = focused, let row = liveRows[f], let node = FocusChain.focusedNode(in: row, now: now),
           node !== row || onActivate == nil, node.handle(.key(key), now: now) {
            return true
        }
        guard key.modifiers.isEmpty, count > 0 else { return false }
        let current = focused ?? selectedIndex
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
            userSelect(s, now: now)
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
        if focused != nil, focused != to { focusRow(to, backward: false, now: now) }
        return true
    }

    // MARK: Focus

    /// The index of the row holding the focus (itself or its accessory), nil when none does.
    /// (A row's focus children are its subcontrols, which do not move with time.)
    var focusedRowIndex: Int? { liveRows.first { FocusChain.containsFocus($0.value, now: 0) }?.key }

    /// The rows that take the focus, in order, where the scroll offset shows them (the focused one
    /// too, wherever it is): the focus mechanism's view of the list, so a press focuses the row
    /// under it and the focus leaves the list's rows when it goes elsewhere.
    public func focusChildren(now: Double) -> [RoutedChild] {
        routedChildren(now: now).filter { child in
            guard let i = liveRows.first(where: { $0.value === child.component })?.key else { return false }
            return !isHeadingRow(i)
        }
    }

    /// The walk through the list (`FocusChain`), one Tab stop as GTK's list views and ARIA's
    /// listbox are (the arrows move between the rows): the focused row moves the focus inside itself
    /// (to its accessory), else the focus leaves the list (false, with none focused); from outside,
    /// the selected row takes it, else the first row in view (the last one `backward`), scrolled
    /// into view.
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        updateIfNeeded(now: now)
        let step = backward ? -1 : 1
        var next: Int?
        if let f = focusedRowIndex, let row = liveRows[f] {
            if row.moveFocus(backward: backward, now: now) { return true }
            FocusChain.clearFocus(in: row, now: now)
            return false
        } else if count > 0 {
            let range = visibleRange(now: now)
            next = selectedIndex ?? (backward ? range.upperBound - 1 : range.lowerBound)
        }
        while let i = next, i >= 0, i < count {
            if !isHeadingRow(i), focusRow(i, backward: backward, now: now) {
                scrollToVisible(i, animated: true, now: now)
                return true
            }
            next = i + step
        }
        return false
    }

    /// Gives the focus to row `index` (made live when it is not; `backward`: its last stop, the
    /// accessory after it), taking it from the other rows; false when the row takes none.
    @discardableResult
    func focusRow(_ index: Int, backward: Bool, now: Double) -> Bool {
        guard index >= 0, index < count, !isHeadingRow(index) else { return false }
        for (i, row) in liveRows where i != index { FocusChain.clearFocus(in: row, now: now) }
        let row = liveRow(index)
        if FocusChain.containsFocus(row, now: now) { return true }
        return row.moveFocus(backward: backward, now: now)
    }
}
