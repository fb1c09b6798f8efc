import FlickCore
import FlickKit

extension MuseumTabBar {
    /// A tab list named "Museum sections": "Collections" and "Favorites" (valued by the
    /// favourites' count), the shown one `selected`, focusable and `focused` with the keyboard
    /// focus; activating a tab shows it as a click does.
    func semantics(now: Double) -> [SemanticsNode] {
        let tabs = zip(MuseumTab.allCases, items).enumerated().map { i, pair -> SemanticsNode in
            let (tab, button) = pair
            return SemanticsNode(role: .tab, name: tab.title, value: tab == .favorites ? String(favoritesCount) : nil,
                                 description: button.tooltip, tooltip: button.tooltip, states: button.baseSemanticsStates.union(tab == selected ? .selected : []),
                                 frame: itemFrame(i), actions: [.activate],
                                 actionHandler: { [weak self] action, now in
                                     guard action == .activate, let onSelect = self?.onSelect else { return false }
                                     onSelect(tab, now)
                                     return true
                                 })
        }
        return [SemanticsNode(role: .tabList, name: "Museum sections", frame: Rect(size: size), children: tabs)]
    }
}
