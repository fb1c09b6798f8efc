import FlickCore

extension PagedGrid {
    /// A list named "Pages" valued "Page 2 of 5" (increment and decrement turn the page) of the pictures on the
    /// pages in view, each named by its item's `name` ("Item 3" without one) and described by its
    /// `caption`, `offscreen` when out
    /// of the window, `focusable`, and `focused` on the item with the keyboard focus (listed even
    /// when paged out of view); activating a picture opens it as a tap does (`onOpen`). The list
    /// announces its page ("Page 2 of 5"), so a page turned without moving the focus is heard.
    public func semantics(now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: layout.size)
        var pictures: [SemanticsNode] = []
        for page in layout.visiblePages(position: position(now: now)) {
            for i in layout.indices(onPage: page) {
                guard let frame = pictureFrame(ofItem: i, now: now) else { continue }
                let node = SemanticsNode(role: .picture, name: items[i].name ?? "Item \(i + 1)", description: items[i].caption,
                                         states: itemStates(i, shows: frame.intersects(bounds)), frame: frame,
                                         actions: onOpen == nil ? [] : [.activate],
                                         actionHandler: { [weak self] action, now in
                                             guard action == .activate, let self, let onOpen = self.onOpen,
                                                   let frame = self.pictureFrame(ofItem: i, now: now) else { return false }
                                             onOpen(i, frame, now)
                                             return true
                                         })
                pictures.append(node)
            }
        }
        if let f = focusedIndex, f < items.count, !pictures.contains(where: { $0.states.contains(.focused) }), let frame = pictureFrame(ofItem: f, now: now) {
            // The focused item paged out of view stays in the tree, so its focus is never lost.
            pictures.append(SemanticsNode(role: .picture, name: items[f].name ?? "Item \(f + 1)", description: items[f].caption,
                                          states: itemStates(f, shows: false), frame: frame))
        }
        let page = "Page \(currentPage + 1) of \(pageCount)"
        var list = SemanticsNode(role: .list, name: "Pages", value: page, frame: bounds,
                                 actions: [.increment, .decrement], children: pictures,
                                 actionHandler: { [weak self] action, now in
                                     guard let self else { return false }
                                     switch action {
                                     case .increment: self.nextPage(now: now)
                                     case .decrement: self.previousPage(now: now)
                                     default: return false
                                     }
                                     return true
                                 })
        // A page turned while the focus stays where it is (or nothing has it) is said.
        list.announcement = page
        return [list]
    }

    /// A picture's states: `focusable` (a Tab stop), `offscreen` unless it `shows`, and `focused`
    /// when its stop has the focus.
    func itemStates(_ i: Int, shows: Bool) -> SemanticsStates {
        var states: SemanticsStates = shows ? .focusable : [.focusable, .offscreen]
        if itemStops[i]?.isFocused == true { states.insert(.focused) }
        return states
    }
}
