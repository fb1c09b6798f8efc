import FlickCore
import FlickKit

extension CarouselDemoToolbar {
    /// A toolbar of four buttons named by their labels ("Settings", "Grid", "New Page", "Pages", the
    /// last valued by the page count), described by their tooltips, `focusable` (the one with the
    /// keyboard focus `focused`; Grid and Settings `checked` while they show); activating one does
    /// what a click does.
    func semantics(now: Double) -> [SemanticsNode] {
        let buttons = Item.allCases.map { item -> SemanticsNode in
            var states: SemanticsStates = focusedItem == item ? [.focusable, .focused] : .focusable
            if item == .pages && isPresenting || item == .settings && showsSettings || item == .grid && showsGrid {
                states.insert(.checked)
            }
            let tooltip = item.tooltip(presenting: isPresenting, showsGrid: showsGrid)
            return SemanticsNode(role: .button, name: title(item), value: item == .pages ? String(pageCount) : nil,
                                 description: tooltip, tooltip: tooltip, states: states, frame: frame(of: item), actions: [.activate],
                                 actionHandler: { [weak self] action, now in
                                     guard action == .activate, let onAction = self?.onAction else { return false }
                                     onAction(item, now)
                                     return true
                                 })
        }
        return [SemanticsNode(role: .toolbar, frame: Rect(size: size), children: buttons)]
    }
}
