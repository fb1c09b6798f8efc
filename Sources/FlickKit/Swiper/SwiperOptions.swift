/// What a `Swiper` offers besides swiping.
public struct SwiperOptions: Equatable, Sendable {
    /// After the last page comes the first (on by default); off, the swiper is bounded: a drag
    /// before the first or after the last page meets the rubber band and springs back.
    public var isCircular: Bool
    /// A fast fling travels several pages (long swipes; off by default, as UIKit paging,
    /// Flutter's `PageView` and `AdwCarousel`): off, a swipe moves at most one page. A circular
    /// swiper's fling never travels a whole turn (at most `pageCount − 1` pages).
    public var allowsMomentum: Bool
    /// Page dots at the bottom.
    public var showsPageControl: Bool
    /// Fade-in/fade-out top (title) and bottom (First/Previous/Next/Last) toolbars.
    public var showsToolbars: Bool
    /// The app's pages cover every pixel with opaque paint: their cached images are then stored
    /// without alpha and copied instead of blended (cheaper per frame). Off by default; a page
    /// with transparent parts must leave it off.
    public var pagesAreOpaque: Bool
    /// With the toolbars, the top one too (the page's place and title); off, only the bottom one
    /// shows: under a navigation bar that already names the page, no second bar stacks below it.
    public var showsTopToolbar: Bool
    /// Where the pages sit with respect to the swiper's bars: the whole swiper (`.fullBleed`, the
    /// default) or inside them (`.insideBars`: no toolbar or dots over a page's content).
    public var pageInsets: SwiperPageInsets

    /// Options for a swiper; the defaults are circular, one page per swipe, with page dots and
    /// toolbars over full-bleed pages, and treat pages as possibly transparent.
    public init(isCircular: Bool = true, allowsMomentum: Bool = false, showsPageControl: Bool = true,
                showsToolbars: Bool = true, pagesAreOpaque: Bool = false, pageInsets: SwiperPageInsets = .fullBleed,
                showsTopToolbar: Bool = true) {
        self.isCircular = isCircular; self.allowsMomentum = allowsMomentum
        self.showsPageControl = showsPageControl; self.showsToolbars = showsToolbars
        self.pagesAreOpaque = pagesAreOpaque; self.pageInsets = pageInsets; self.showsTopToolbar = showsTopToolbar
    }
}
