import FlickCore

/// One tile of a `PagedGrid`: an identity, a content version, how to draw it, and maybe a picture file.
///
/// The grid draws each tile once per (id, version, cell size) into a snapshot and composites
/// it every frame; bump `version` when what the tile shows changes. A tile with a `picture` shows
/// that file over its drawing, filling the tile's picture rectangle: the host decodes it off the UI
/// thread at that size (a thumbnail of a large photo costs a thumbnail), and it fades in when it
/// arrives, so `draw` paints the placeholder (and the caption) under it.
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
    /// A line about the tile that it shows under its name ("Greece and Rome"), read by screen
    /// readers after the name (the picture's description), or nil.
    public var caption: String?
    /// The picture file (PNG, JPEG, …) shown in the tile's picture rectangle, filling it, or nil:
    /// its path as the file system has it (opened with these bytes).
    public var picturePath: FilePathBytes?
    /// The picture file's path as a person reads it (bytes that are not UTF-8 as U+FFFD); set, the
    /// path spelled by the string.
    public var picture: String? {
        get { picturePath?.description }
        set { picturePath = newValue.map { FilePathBytes($0) } }
    }

    /// A tile identified by `id` at content `version`, named `name`, drawn by `draw`, showing the
    /// picture file `picture` (if any) over that drawing.
    public init(id: String, version: Int = 0, name: String? = nil, picture: String? = nil,
                draw: @escaping (PagedGridTile) -> SceneNode) {
        self.init(id: id, version: version, name: name, picturePath: picture.map { FilePathBytes($0) }, draw: draw)
    }

    /// A tile as `init(id:version:name:picture:draw:)` makes it, its picture at `picturePath`
    /// (a file name that is not UTF-8 included).
    public init(id: String, version: Int = 0, name: String? = nil, picturePath: FilePathBytes?,
                draw: @escaping (PagedGridTile) -> SceneNode) {
        self.id = id; self.version = version; self.name = name; self.picturePath = picturePath; self.draw = draw
    }
}
