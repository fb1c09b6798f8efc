import FlickCore

/// The geometry a grid tile is drawn in, in the cell's own coordinates: the whole cell, the
/// picture's rectangle (the tap and pinch target) and the caption strip under it.
public struct PagedGridTile: Equatable, Sendable {
    /// The cell's size, px.
    public var size: Size
    /// The picture's rectangle in the cell (what a tap or a pinch hits).
    public var picture: Rect
    /// The caption strip under the picture.
    public var caption: Rect
    /// The appearance the grid draws in: a tile's caption takes its colours from its palette.
    public var appearance: Appearance

    /// A tile of `size` with its `picture` and `caption` rectangles, drawn in `appearance`.
    public init(size: Size, picture: Rect, caption: Rect, appearance: Appearance = .dark) {
        self.size = size; self.picture = picture; self.caption = caption; self.appearance = appearance
    }
}
