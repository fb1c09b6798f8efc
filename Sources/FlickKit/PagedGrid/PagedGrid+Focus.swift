import FlickCore

/// Per-item keyboard focus, through the one focus mechanism: each picture of the page shown is a
/// `FocusStop` among the grid's focus children, so a press focuses the pressed picture; the grid
/// is one Tab stop, as GTK's grid views and ARIA's grid are: Tab enters at the picture that had
/// the focus last when its page shows, else the page's first, and the next Tab leaves the grid.
/// The arrows move the focus across items and pages (the grid follows to the focused item's
/// page), Page Up and Page Down by a page, Home and End to the first and last item; Return or
/// space opens it.
extension PagedGrid {
    /// The item whose stop holds the keyboard focus, drawn with a focus ring (nil: none).
    public var focusedIndex: Int? { itemStops.first { $0.value.isFocused }?.key }

    /// Gives `index` the keyboard focus (clamped to the items; nil or no items: no focus) and shows
    /// its page (animated unless `animated` is false).
    public func focus(itemIndex index: Int?, animated: Bool = true, now: Double) {
        guard let index, !items.isEmpty else { clearItemFocus(); return }
        let i = min(max(0, index), items.count - 1)
        giveItemFocus(i)
        let page = layout.page(of: i)
        if page != currentPage { go(to: page, animated: animated, now: now) }
    }

    /// The pictures of the page shown, in reading order, at their frames, and the focused item's
    /// wherever it is (a swipe paged it out of view: the walk moves on from it to the page shown).
    public func focusChildren(now: Double) -> [RoutedChild] {
        guard !items.isEmpty else { return [] }
        let focused = focusedIndex
        var indices = layout.indices(onPage: currentPage).filter { items[$0].id != hiddenItemID }
        if let focused, !indices.contains(focused) {
            indices.append(focused)
            indices.sort()
        }
        return indices.map { RoutedChild(itemStop($0), frame: pictureFrame(ofItem: $0, now: now) ?? .zero) }
    }

    /// Tab into the grid (`FocusChain`): the picture focused last takes the focus when its page
    /// shows, else the first of the page shown; Tab from a focused picture leaves the grid (false,
    /// none focused).
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        if focusedIndex != nil {
            clearItemFocus()
            return false
        }
        let shown = layout.indices(onPage: currentPage).filter { items[$0].id != hiddenItemID }
        guard let first = shown.first else { return false }
        giveItemFocus(lastFocusedIndex.flatMap { shown.contains($0) ? $0 : nil } ?? first)
        return true
    }

    /// The stop of item `index`, made when first asked (the grid answers its keys: `handleFocusKey`).
    func itemStop(_ index: Int) -> FocusStop {
        if let stop = itemStops[index] { return stop }
        let stop = FocusStop(name: "Item \(index + 1)")
        itemStops[index] = stop
        return stop
    }

    /// Item `index` takes the focus from the grid's other items.
    func giveItemFocus(_ index: Int) {
        for (i, stop) in itemStops where i != index && stop.isFocused { stop.isFocused = false }
        itemStop(index).isFocused = true
        lastFocusedIndex = index
    }

    /// No item keeps the focus.
    func clearItemFocus() {
        for stop in itemStops.values where stop.isFocused { stop.isFocused = false }
    }

    /// After the items changed: the focus stays at its index, or moves to the last item when fewer
    /// remain (none without items); the stops past the items go.
    func keepFocusInRange() {
        let focused = focusedIndex
        if let last = lastFocusedIndex, last >= items.count { lastFocusedIndex = nil }
        for i in itemStops.keys where i >= items.count {
            itemStops[i]?.isFocused = false
            itemStops[i] = nil
        }
        if let focused, focused >= items.count, !items.isEmpty { giveItemFocus(items.count - 1) }
    }

    /// A key while an item has focus. An item paged out of view (a swipe moved on) first brings the
    /// focus to the page shown.
    func handleFocusKey(_ key: KeyCombo, now: Double) -> Bool {
        guard let current = focusedIndex else { return false }
        if ["Return", "KP_Enter", "space"].contains(key.name) { return openFocused(now: now) }
        let columns = layout.shape.columns, last = items.count - 1
        let start = layout.page(of: current) == currentPage ? current : layout.firstIndex(onPage: currentPage)
        var target: Int
        switch key.name {
        case "Left": target = start - 1
        case "Right": target = start + 1
        case "Up": target = start - columns
        case "Down": target = start + columns
        case "Prior", "Page_Up": target = start - layout.perPage
        case "Next", "Page_Down": target = start + layout.perPage
        case "Home": target = 0
        case "End": target = last
        default: return false
        }
        // Down onto a shorter last row lands on its last item; nothing moves past either end.
        if key.name == "Down", target > last, last / columns > start / columns { target = last }
        guard target >= 0, target <= last else { return true }
        relayoutAnchor = nil
        focus(itemIndex: target, now: now)
        return true
    }

    /// Opens the focused item as a tap does (`onOpen` with its picture's frame).
    func openFocused(now: Double) -> Bool {
        guard let i = focusedIndex, i < items.count, items[i].id != hiddenItemID,
              let onOpen, let frame = pictureFrame(ofItem: i, now: now) else { return false }
        onOpen(i, frame, now)
        return true
    }

    /// The focus ring around the focused item's picture, where it shows (grid coordinates).
    func focusRingNode(now: Double) -> SceneNode? {
        guard let i = focusedIndex, i < items.count, items[i].id != hiddenItemID,
              let frame = pictureFrame(ofItem: i, now: now), frame.intersects(Rect(size: size)) else { return nil }
        return FocusRing.scene(around: frame, style: .standard(for: appearance), cornerRadius: PagedGrid.focusCornerRadiusPx)
    }
}
