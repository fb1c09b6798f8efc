import FlickCore
import FlickKit

extension CarouselDemoToolbar {
    /// A toolbar named "Carousel toolbar" of four buttons named by their labels ("Settings",
    /// "Grid", "New Page", "Pages", the last valued by the page count), described by their
    /// tooltips, `focusable` (the one with the keyboard focus `focused`). Settings, Grid and Pages
    /// stay on or off, so they are toggle buttons (`checkable`, `checked` while they show); Grid
    /// and Pages control the pages (`pagesIdentifier`). Activating one does what a click does.
    func semantics(now: Double) -> [SemanticsNode] {
        let buttons = items.map { item -> SemanticsNode in
            var states: SemanticsStates = focusedItem == item ? [.focusable, .focused] : .focusable
            let isToggle = item != .newPage
            if isToggle { states.insert(.checkable) }
            if isActive(item) { states.insert(.checked) }
            let tooltip = item.tooltip(presenting: isPresenting, showsGrid: showsGrid)
            var node = SemanticsNode(role: isToggle ? .toggle : .button, name: title(item),
                                     value: item == .pages ? String(pageCount) : nil,
                                     description: tooltip, tooltip: tooltip, states: states, frame: frame(of: item),
                                     actions: [.activate],
                                     actionHandler: { [weak self] action, now in
                                         guard action == .activate, let onAction = self?.onAction else { return false }
                                         onAction(item, now)
                                         return true
                                     })
            if let pagesIdentifier, item == .grid || item == .pages {
                node.relations = [SemanticsRelation(.controllerFor, pagesIdentifier)]
            }
            return node
        }
        return [SemanticsNode(role: .toolbar, name: "Carousel toolbar", frame: Rect(size: size), children: buttons)]
    }
}
