/// Where a `Swiper` lays its pages out with respect to its own bars.
public enum SwiperPageInsets: Equatable, Sendable {
    /// The pages take the whole swiper; the toolbars and the page dots fade in over them (the
    /// default: the demo's look).
    case fullBleed
    /// The pages are laid out between the space the swiper's bars take: below the top toolbar,
    /// above the page dots and the bottom toolbar (each only when the options show it), so no bar
    /// ever covers a page's content, shown or hidden.
    case insideBars
}
