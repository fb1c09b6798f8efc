import FlickCore

/// What a `PageCarousel` shows: one page (a browser tab, a document…) that can draw itself
/// at a size and may have a title.
///
/// The carousel draws a page into a snapshot keyed by the page's place in the carousel and
/// `contentVersion`: the content is rendered once per version (and per size), never per
/// frame, then scaled into its card. Bump `contentVersion` whenever `scene(size:)` would
/// draw something different.
public protocol CarouselPage {
    /// The title shown above the row; nil or empty shows `PageCarousel.untitled`.
    var title: String? { get }
    /// Changes whenever the drawn content changes (the snapshot is rendered again once).
    var contentVersion: Int { get }
    /// The page's content filling `size` (the carousel's size), in its own coordinates.
    func scene(size: Size) -> SceneNode
    /// A gesture while the page fills the carousel (not presenting), in page coordinates.
    /// Returns true when used. The default ignores everything.
    mutating func handle(_ gesture: Gesture, size: Size, now: Double) -> Bool
}

extension CarouselPage {
    public mutating func handle(_ gesture: Gesture, size: Size, now: Double) -> Bool { false }

    /// The title to show: `title`, or "Untitled" when it is nil or blank.
    public var displayTitle: String {
        guard let t = title, !t.allSatisfy(\.isWhitespace) else { return CarouselStyle.untitled }
        return t
    }
}
