import FlickCore
import FlickKit

/// Who is handling the current pan in the museum.
enum MuseumPanOwner {
    /// The shown tab's browser (grid paging, a detail's back swipe).
    case browser
    /// The museum itself: a horizontal swipe between tabs.
    case tabs
    /// The tab bar (its buttons cancel their press; nothing moves).
    case tabBar
}
