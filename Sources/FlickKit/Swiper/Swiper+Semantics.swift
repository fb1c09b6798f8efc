import FlickCore

extension Swiper {
    /// A page list valued "2 of 7" whose increment and decrement turn a page as Right and Left do
    /// (`focusable`, and `focused` while the pages are the Tab stop);
    /// its children are the loaded pages (the current one `selected`, the neighbours `offscreen` unless a
    /// swipe shows them), each named by its title ("Page 2 of 7" without one) and holding the
    /// page's own nodes (a bounded swiper has no node beyond its ends, nor the increment on its
    /// last page or the decrement on its first); then the shown toolbars and the page dots, which
    /// control the page list (`pagesIdentifier`). The page list announces the current page and
    /// the count ("Birch, 2 of 7"), so a page turned while a toolbar button has the focus is heard,
    /// and the toolbars shown or hidden by `toggleToolbars` (the `t` key) until another page shows.
    public func semantics(now: Double) -> [SemanticsNode] {
        var nodes: [SemanticsNode] = []
        if pageCount > 0 {
            let bounds = Rect(size: size)
            let center = centerPageFrame(now: now)
            var seen = Set<Int>()
            var pages: [(role: SlotRole, frame: Rect)] = [(.center, center)]
            pages.append((.left, center.offsetBy(dx: -size.width, dy: 0)))
            pages.append((.right, center.offsetBy(dx: size.width, dy: 0)))
            var children: [SemanticsNode] = []
            for (role, frame) in pages {
                let index = slots.slot(role).itemIndex
                guard index >= 0, index < pageCount, seen.insert(index).inserted, let page = page(role) else { continue }
                let name = pageTitle?(index) ?? page.displayTitle(or: "Page \(index + 1) of \(pageCount)")
                var states: SemanticsStates = index == currentIndex ? .selected : []
                if !frame.intersects(bounds) { states.insert(.offscreen) }
                let inner = page.semantics(now: now).map { $0.offsetBy(frame.origin) }
                var node = SemanticsNode(role: .page, name: name, states: states, frame: frame, children: inner)
                node.setPosition = SemanticsSetPosition(index + 1, of: pageCount)
                children.append(states.contains(.offscreen) ? node.adding(.offscreen) : node)
            }
            children.sort { $0.frame.minX < $1.frame.minX }
            let actions: [SemanticsAction] = [canMove(by: 1) ? .increment : nil, canMove(by: -1) ? .decrement : nil].compactMap { $0 }
            var list = SemanticsNode(role: .pageList, name: "Pages", value: "\(currentIndex + 1) of \(pageCount)",
                                       states: pagesHaveFocus ? [.focusable, .focused] : .focusable,
                                       frame: bounds, actions: actions, children: children,
                                       actionHandler: { [weak self] action, now in
                                           guard let self else { return false }
                                           switch action {
                                           case .increment where self.canMove(by: 1): self.next(now: now)
                                           case .decrement where self.canMove(by: -1): self.previous(now: now)
                                           default: return false
                                           }
                                           return true
                                       }).identified(as: pagesIdentifier)
            let current = children.first { $0.states.contains(.selected) }?.name ?? "Page \(currentIndex + 1)"
            list.announcement = toolbarsToggledOnPage == currentIndex
                ? (toolbarsShown ? "Toolbars shown" : "Toolbars hidden") : "\(current), \(currentIndex + 1) of \(pageCount)"
            nodes.append(list)
        }
        for child in controlChildren(now: now).reversed() {
            let placed = child.component.semantics(now: now).map { $0.offsetBy(child.frame.origin) }
            nodes += child.component === indicator && pageCount > 0
                ? placed.map { $0.relating(.controllerFor, to: pagesIdentifier) } : placed
        }
        return nodes
    }

    /// The identifier of the page list's node, which the page dots' node controls.
    public var pagesIdentifier: String { SemanticsRelation.identifier("pages", of: self) }
}
