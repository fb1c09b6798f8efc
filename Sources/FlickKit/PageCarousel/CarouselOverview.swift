/// What a `PageCarousel` shows: a page filling it, the row of cards, or the grid of thumbnails
/// (published as the state key `carousel.overview`).
public enum CarouselOverview: String, Equatable, Sendable {
    /// The selected page fills the carousel.
    case none
    /// The presented row of cards.
    case row
    /// The grid of thumbnails that scrolls vertically.
    case grid
}
