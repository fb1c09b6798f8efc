/// What a `Swiper` offers besides swiping.
public struct SwiperOptions: Equatable, Sendable {
    /// A fast fling travels several pages (long swipes); off, a swipe moves at most one page.
    public var allowsMomentum: Bool
    /// Page dots at the bottom.
    public var showsPageControl: Bool
    /// Fade-in/fade-out top (title) and bottom (First/Previous/Next/Last) toolbars.
    public var showsToolbars: Bool
    /// The app's pages cover every pixel with opaque paint: their cached images are then stored
    /// without alpha and copied instead of blended (cheaper per frame). Off by default; a page
    /// with transparent parts must leave it off.
    public var pagesAreOpaque: Bool

    /// Options for a swiper; the defaults have momentum, page dots and toolbars, and treat pages
    /// as possibly transparent.
    public init(allowsMomentum: Bool = true, showsPageControl: Bool = true, showsToolbars: Bool = true,
                pagesAreOpaque: Bool = false) {
        self.allowsMomentum = allowsMomentum; self.showsPageControl = showsPageControl; self.showsToolbars = showsToolbars
        self.pagesAreOpaque = pagesAreOpaque
    }
}
