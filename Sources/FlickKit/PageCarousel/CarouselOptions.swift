/// How a `PageCarousel` looks and behaves (LSPageViewController's options, and ours).
public struct CarouselOptions: Equatable, Sendable {
    /// Soft shadows under the cards (LSPageViewController's `useShadows`; on by default, for depth on the
    /// presentation's dark background).
    public var useShadows: Bool
    /// A close button on the selected card's corner.
    public var showsCloseButtons: Bool
    /// A fast flick travels several pages (off by default, as UIKit paging, Flutter's `PageView`
    /// and `AdwCarousel`): off, a swipe moves at most one page.
    public var allowsLongSwipes: Bool
    /// Card size as a fraction of the carousel (0.1...1; less when the title and dots need the room).
    public var cardScale: Double
    /// Gap between two cards, px (at most a tenth of the width).
    public var spacingPx: Double
    /// Room kept free at the bottom of the presentation for a bar drawn over the carousel, px
    /// (the page itself still fills the whole carousel, under the bar).
    public var bottomInsetPx: Double
    /// After a page is closed, a toast "Page closed — Undo" shows for `Constants.carouselUndoToastS`;
    /// its Undo (or ctrl+z) puts the page back where it was.
    public var showsUndoToast: Bool
    /// The undo toast's message (and its accessible name), in the app's words: "Page closed" by default.
    public var closedPageToastText: String
    /// The label of the undo toast's button (and its accessible name), in the app's words: "Undo" by default.
    public var undoButtonLabel: String
    /// Tab opens (and closes) the overview of all pages once the shown page's controls let the
    /// focus go, as well as ctrl+shift+o (off by default: as AdwTabView, Tab belongs to the
    /// page's controls, and ctrl+shift+o opens the overview).
    public var tabOpensOverview: Bool

    /// Options; the defaults are LSPageViewController's close buttons, one page per swipe as the platforms
    /// page, and Flick's depth: shadows under rounded cards.
    public init(useShadows: Bool = true, showsCloseButtons: Bool = true, allowsLongSwipes: Bool = false,
                cardScale: Double = 0.6, spacingPx: Double = 40, bottomInsetPx: Double = 0,
                showsUndoToast: Bool = false, tabOpensOverview: Bool = false,
                closedPageToastText: String = "Page closed", undoButtonLabel: String = "Undo") {
        self.useShadows = useShadows; self.showsCloseButtons = showsCloseButtons
        self.allowsLongSwipes = allowsLongSwipes; self.cardScale = cardScale; self.spacingPx = spacingPx
        self.bottomInsetPx = bottomInsetPx; self.showsUndoToast = showsUndoToast
        self.tabOpensOverview = tabOpensOverview
        self.closedPageToastText = closedPageToastText; self.undoButtonLabel = undoButtonLabel
    }
}
