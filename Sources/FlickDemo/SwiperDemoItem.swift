import FlickCore
import FlickKit

/// One entry of the swiper demo's list: what its page shows.
public struct SwiperDemoItem: Equatable, Sendable {
    /// Short id shown large on the page and used in `swiper.slots`, e.g. "A".
    public var id: String
    /// Display name, e.g. "Aurora" (`swiper.item`, and the toolbar title).
    public var name: String
    /// The procedurally drawn landscape filling the page.
    public var picture: Picture

    public init(id: String, name: String, picture: Picture) {
        self.id = id; self.name = name; self.picture = picture
    }
}
