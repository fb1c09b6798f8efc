/// What a `Swiper` offers besides swiping.
public struct SwiperOptions: Equatable, Sendable {
    /// A fast fling travels several items (long swipes); off, a swipe moves at most one item.
    public var allowsMomentum: Bool
    /// Page dots at the bottom.
    public var showsPageControl: Bool
    /// Fade-in/fade-out top (title) and bottom (First/Previous/Next/Last) toolbars.
    public var showsToolbars: Bool
    /// Page images are cached under "<prefix>.<item index>"; give a second swiper on screen
    /// its own prefix so the renderer's caches don't collide.
    public var snapshotKeyPrefix: String

    public init(allowsMomentum: Bool = true, showsPageControl: Bool = true, showsToolbars: Bool = true,
                snapshotKeyPrefix: String = "swiper.item") {
        self.allowsMomentum = allowsMomentum; self.showsPageControl = showsPageControl; self.showsToolbars = showsToolbars
        self.snapshotKeyPrefix = snapshotKeyPrefix
    }
}
