import FlickCore

/// The geometry a grid tile is drawn in, in the cell's own coordinates: the whole cell, the
/// picture's rectangle (the tap and pinch target) and the caption strip under it.
public struct PagedGridTile: Equatable, Sendable {
    public var size: Size
    public var picture: Rect
    public var caption: Rect

    public init(size: Size, picture: Rect, caption: Rect) {
        self.size = size; self.picture = picture; self.caption = caption
    }
}
