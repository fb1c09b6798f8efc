import FlickCore

/// A page closed in the grid overview: its thumbnail shrinks a little and fades out in its cell
/// while the thumbnails after it slide back into the gap.
struct CarouselGridLeavingCard {
    /// The closed page, drawn as a thumbnail while it leaves.
    var page: any Component
    /// The cell it had.
    var index: Int
    /// 1 when it closed, 0 once gone.
    var fade: AnimatedValue

    func isDone(now: Double) -> Bool { !fade.isAnimating(now: now) }
}
