import FlickCore

/// One tile of a `PagedGrid`: an identity, a content version, and how to draw it.
///
/// The grid draws each tile once per (id, version, cell size) into a snapshot and composites
/// it every frame; bump `version` when what the tile shows changes.
public struct PagedGridItem {
    /// Stable identity (also the tile's snapshot key suffix), e.g. a collection's id.
    public var id: String
    /// The content version: change it whenever what the tile draws changes, and the grid draws it again.
    public var version: Int
    /// Draws the tile in its cell's own coordinates.
    public var draw: (PagedGridTile) -> SceneNode
    /// What a person calls the tile ("Greek and Roman Antiquities"): its name for screen readers and
    /// test locators (nil: "Item 3").
    public var name: String?

    /// A tile identified by `id` at content `version`, named `name`, drawn by `draw`.
    public init(id: String, version: Int = 0, name: String? = nil, draw: @escaping (PagedGridTile) -> SceneNode) {
        self.id = id; self.version = version; self.name = name; self.draw = draw
    }
}
