/// One entry of the swiper's list: what a page shows, plus its tap count (kept on the item,
/// not on the recycled view, so it survives recycling).
public struct SwiperItem: Equatable, Sendable {
    /// Short id shown large on the page and used in `swiper.slots`, e.g. "A".
    public var id: String
    /// Display name, e.g. "Aurora" (`swiper.item`).
    public var name: String
    public var picture: Picture
    /// Taps on this item's page so far.
    public var tapCount: Int

    public init(id: String, name: String, picture: Picture, tapCount: Int = 0) {
        self.id = id; self.name = name; self.picture = picture; self.tapCount = tapCount
    }
}
