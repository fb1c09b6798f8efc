import FlickCore

extension PagedGridBrowser {
    /// The grid's pictures; while an item is open, its detail (a group named after the item, with
    /// the detail's nodes) over the grid, which is then `offscreen`.
    public func semantics(now: Double) -> [SemanticsNode] {
        let gridNodes = grid.semantics(now: now)
        guard let id = openItemID else { return gridNodes }
        let index = grid.index(ofItemID: id)
        let name = index.flatMap { grid.items[$0].name } ?? index.map { "Item \($0 + 1)" } ?? id
        return gridNodes.map { $0.adding(.offscreen) }
            + [SemanticsNode(role: .group, name: name, frame: Rect(size: size), children: detail.semantics(now: now))]
    }
}
