import FlickCore
import FlickKit

extension MuseumBrowser {
    /// The grid's pictures, named after their collections and described by their regions; while
    /// a collection is open, its detail (the bar with Back and Favorite, the artwork named after
    /// the collection and described by its summary, then its name, region, summary and hint as
    /// text, each where it is drawn) over the grid, which is then `offscreen`.
    /// The detail announces whether its collection is a favorite, so Favorite (or `f`) is heard.
    func semantics(now: Double) -> [SemanticsNode] {
        let gridNodes = grid.semantics(now: now)
        guard let open = openCollection else { return gridNodes }
        let bounds = Rect(size: size)
        let picture = SemanticsNode(role: .picture, name: open.name, description: open.summary, frame: detail.layout.art)
        var group = SemanticsNode(role: .group, name: open.name, frame: bounds,
                                  children: detail.semantics(now: now) + [picture] + detail.textSemantics())
        group.announcement = detail.isFavorite ? "\(open.name), in favorites" : "\(open.name), not in favorites"
        return gridNodes.map { $0.adding(.offscreen) } + [group]
    }
}
