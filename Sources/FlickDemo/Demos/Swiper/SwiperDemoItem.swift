import FlickCore
import FlickKit

/// One entry of the swiper demo's list: what its page shows.
struct SwiperDemoItem: Equatable, Sendable {
    /// Short id shown on the page's card and used in `swiper.slots`, e.g. "A".
    var id: String
    /// Display name, e.g. "Aurora" (`swiper.item`, and the toolbar title).
    public var name: String
    /// The procedurally drawn landscape on the page's card.
    var picture: Picture
    /// One line under the name on the page's card, e.g. "Northern lights over the tundra".
    var subtitle: String

    /// An item with an `id`, a `name`, its `picture` and an optional `subtitle`.
    public init(id: String, name: String, picture: Picture, subtitle: String = "") {
        self.id = id; self.name = name; self.picture = picture; self.subtitle = subtitle
    }
}
