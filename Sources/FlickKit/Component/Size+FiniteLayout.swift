import FlickCore

/// Sizes are made finite once, where they enter a layout: the host applies `finiteLayout` to
/// the window's size, and every container to its own size in `layout(size:now:)` (the sizes it
/// hands its children derive from it). Code downstream of a layout never checks a size again.
extension Size {
    /// This size fit to lay out: each side between 1 and `Constants.maxLayoutPx`; a side that is
    /// not finite (NaN, ±∞) or is below 1 becomes 1.
    public var finiteLayout: Size {
        func side(_ v: Double) -> Double { v.isFinite ? min(max(1, v), Constants.maxLayoutPx) : 1 }
        return Size(side(width), side(height))
    }
}
