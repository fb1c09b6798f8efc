import FlickCore

extension PageCarousel {
    /// A page list valued "2 of 5" (increment and decrement select the next and previous page).
    /// While a page fills the carousel its children are that page (`selected`, holding the page's
    /// nodes) and the other pages `offscreen`; while the cards show, every card is a page whose
    /// `activate` opens it (the selected one) or brings it to the middle (another), the cards out
    /// of view `offscreen`, with a close button on the selected card and the page dots (which
    /// control the page list, `pagesIdentifier`). In the grid every thumbnail is a page whose
    /// `activate` opens it, with a close button on each one in view. A close button is named
    /// after its page ("Close Aurora season opens early"), so each says which page it closes. The undo toast is a group named by its message
    /// ("Page closed") holding its button ("Undo"). While presenting the page list is `focusable`
    /// (the cards are a focus stop), and `focused` while they hold the focus. The page list announces the selected page and
    /// the count ("Birch, 2 of 5"), so a page turned, added, closed or reopened is heard, after what
    /// shows them ("All pages: Birch, 2 of 5" over the cards, "Grid of pages: …"), so is the switch
    /// to the cards or the grid.
    public func semantics(now: Double) -> [SemanticsNode] {
        guard count > 0 else { return [] }
        let bounds = Rect(size: size)
        let showsPage = showsPage(now: now)
        let inGrid = !showsPage && isPresenting && grid.isShown
        let gridOffset = grid.scroll.offset(now: now)
        var children: [SemanticsNode] = []
        for i in entries.indices {
            let page = entries[i].page
            let frame = showsPage ? (i == selectedIndex ? bounds : bounds.offsetBy(dx: Double(i - selectedIndex) * size.width, dy: 0))
                                  : inGrid ? grid.geometry.frame(ofIndex: i, offset: gridOffset) : screenFrame(ofIndex: i, now: now)
            var states: SemanticsStates = i == selectedIndex ? .selected : []
            if !frame.intersects(bounds) || (showsPage && i != selectedIndex) { states.insert(.offscreen) }
            var inner: [SemanticsNode] = []
            if showsPage, i == selectedIndex {
                inner = page.semantics(now: now)
            } else if inGrid ? options.showsCloseButtons && frame.intersects(bounds)
                             : !showsPage && i == selectedIndex && closeButtonOpacity(now: now) > 0.5 {
                let close = CloseButton.hitFrame(on: frame).offsetBy(dx: -frame.minX, dy: -frame.minY)
                let serial = entries[i].serial
                inner = [SemanticsNode(role: .button, name: "Close \(title(of: page))", description: "Close page",
                                       frame: close, actions: [.activate],
                                       actionHandler: { [weak self] action, now in
                                           guard action == .activate, let self, let at = self.index(ofSerial: serial) else { return false }
                                           self.remove(at: at, now: now)
                                           return true
                                       })]
            }
            let serial = entries[i].serial
            let node = SemanticsNode(role: .page, name: title(of: page), states: states, frame: frame,
                                     actions: showsPage ? [] : [.activate],
                                     children: inner.map { $0.offsetBy(frame.origin) },
                                     actionHandler: { [weak self] action, now in
                                         guard action == .activate, let self, self.isPresenting,
                                               let at = self.index(ofSerial: serial) else { return false }
                                         if self.grid.isShown {
                                             self.openFromGrid(at, now: now)
                                         } else if at == self.selectedIndex {
                                             self.dismiss(now: now)
                                         } else {
                                             self.select(at, now: now)
                                         }
                                         return true
                                     })
            children.append(states.contains(.offscreen) ? node.adding(.offscreen) : node)
        }
        var listStates: SemanticsStates = isPresenting ? [.expanded, .focusable] : []
        if isFocused { listStates.insert(.focused) }
        var nodes = [SemanticsNode(role: .pageList, name: "Pages", value: "\(selectedIndex + 1) of \(count)",
                                   states: listStates, frame: bounds,
                                   actions: [.increment, .decrement], children: children,
                                   actionHandler: { [weak self] action, now in
                                       guard let self else { return false }
                                       switch action {
                                       case .increment: self.next(now: now)
                                       case .decrement: self.previous(now: now)
                                       default: return false
                                       }
                                       return true
                                   }).identified(as: pagesIdentifier)]
        let position = "\(title(of: entries[selectedIndex].page)), \(selectedIndex + 1) of \(count)"
        nodes[0].announcement = showsPage ? position : "\(inGrid ? "Grid of pages" : "All pages"): \(position)"
        if !showsPage, isPresenting, !grid.isShown {
            nodes += indicator.semantics(now: now).map {
                $0.offsetBy(geometry.indicatorFrame.origin).relating(.controllerFor, to: pagesIdentifier)
            }
        }
        return nodes + toastSemantics()
    }

    /// The identifier of the page list's node, which the page dots' node controls.
    public var pagesIdentifier: String { SemanticsRelation.identifier("pages", of: self) }
}
