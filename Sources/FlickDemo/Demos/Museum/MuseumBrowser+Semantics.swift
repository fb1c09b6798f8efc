import FlickCore
import FlickKit

extension MuseumBrowser {
    /// The grid's pictures, named after their collections; while a collection is open, its detail
    /// (the bar with Back and Favorite, the picture named after the collection and described by
    /// its summary) over the grid, which is then `offscreen`.
    func semantics(now: Double) -> [SemanticsNode] {
        let gridNodes = grid.semantics(now: now)
        guard let open = openCollection else { return gridNodes }
        let bounds = Rect(size: size)
        let picture = SemanticsNode(role: .picture, name: open.name, description: open.summary, frame: bounds)
        return gridNodes.map { $0.adding(.offscreen) }
            + [SemanticsNode(role: .group, name: open.name, frame: bounds, children: [picture] + detail.semantics(now: now))]
    }
}
