import FlickCore

/// Per-item keyboard focus: Tab takes it (the first item of the page shown) and lets it go, the
/// arrows move it across items and pages (the grid follows to the focused item's page), Page Up
/// and Page Down by a page, Home and End to the first and last item, Return or space opens it.
extension PagedGrid {
    /// Gives `index` the keyboard focus (clamped to the items; nil or no items: no focus) and shows
    /// its page (animated unless `animated` is false).
    public func focus(itemIndex index: Int?, animated: Bool = true, now: Double) {
        guard let index, !items.isEmpty else { focusedIndex = nil; return }
        let i = min(max(0, index), items.count - 1)
        focusedIndex = i
        let page = layout.page(of: i)
        if page != currentPage { go(to: page, animated: animated, now: now) }
    }

    /// Whether an item has the keyboard focus; setting it false takes it away (the focus went
    /// elsewhere in the window); Tab or a key gives it to an item.
    public var isFocused: Bool {
        get { focusedIndex != nil }
        set { if !newValue { focusedIndex = nil } }
    }

    /// The `FocusChain` walk's step: `toggleFocus(now:)`.
    public func moveFocus(backward: Bool, now: Double) -> Bool { toggleFocus(now: now) }

    /// Tab: takes the focus when the grid has none and there are items, else lets it go (returns
    /// false so the container moves it on).
    func toggleFocus(now: Double) -> Bool {
        if focusedIndex != nil || items.isEmpty {
            focusedIndex = nil
            return false
        }
        focus(itemIndex: layout.firstIndex(onPage: currentPage), now: now)
        return true
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
