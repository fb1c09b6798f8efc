import FlickCore
import FlickKit

extension MuseumBrowser {
    /// The grid's pictures, named after their collections; while a collection is open, its detail
    /// (the bar with Back and Favorite, the picture named after the collection and described by
    /// its summary) over the grid, which is then `offscreen`. The detail announces whether its
    /// collection is a favorite, so Favorite (or `f`) is heard.
    func semantics(now: Double) -> [SemanticsNode] {
        let gridNodes = grid.semantics(now: now)
        guard let open = openCollection else { return gridNodes }
        let bounds = Rect(size: size)
        let picture = SemanticsNode(role: .picture, name: open.name, description: open.summary, frame: bounds)
        var group = SemanticsNode(role: .group, name: open.name, frame: bounds, children: [picture] + detail.semantics(now: now))
        group.announcement = detail.isFavorite ? "\(open.name), in favorites" : "\(open.name), not in favorites"
        return gridNodes.map { $0.adding(.offscreen) } + [group]
    }
}
