import FlickCore

/// The page carousel's timings and thresholds, with units in the names.
extension Constants {
    /// The row glides to another card (a tap on a neighbour) over this long (LSPageViewController's tap-to-neighbour time), s.
    public static let carouselTapToNeighbourS: Double = 0.5
    /// Adding a page: the row travels to the new card this long per card crossed, s.
    public static let carouselAddPerPageS: Double = 0.2
    /// Carousel add page: the longest travel to the new card, whatever the distance (three pages'
    /// worth: LSPageViewController's 0.2 s a page is meant for a few pages).
    public static let carouselAddMaxTravelS: Double = 0.6
    /// Adding a page: the new card then zooms to the page over this long, s.
    public static let carouselAddZoomS: Double = 0.3
    /// Carousel add page: the new card's fade-in between the travel and the zoom (`LSPageViewController`'s 0.3 s).
    public static let carouselAddFadeS: Double = 0.3
    /// A carousel card dragged (or flung, projected) up by this fraction of its height closes.
    public static let carouselCloseLiftFraction: Double = 0.3
    /// Most pages one carousel fling may travel (long swipes).
    public static let carouselMaxPagesPerFling = 50
    /// Reordering: holding the picked-up card within this fraction of the width of a side scrolls the row.
    public static let carouselReorderEdgeFraction: Double = 0.12
    /// Reordering: the row's fastest edge scroll, pages per second.
    public static let carouselReorderScrollPagesPerS: Double = 3
    /// A continuous pinch of the carousel's presentation commits (presents, or opens the card)
    /// when its projected zoom is at least this fraction of the way there (zoom units, 0...1).
    public static let pinchCommitFraction: Double = 0.5
}

extension Constants {
    /// A pinch over the presented row whose fingers end at this spread or closer (scale, 1 = none)
    /// turns the row into the grid overview.
    public static let carouselGridPinchScale: Double = 0.6
    /// A thumbnail closed in the grid overview fades out over this long, s.
    public static let carouselGridCloseFadeS: Double = 0.2
    /// The undo toast after closing a page stays this long, s.
    public static let carouselUndoToastS: Double = 5
}
