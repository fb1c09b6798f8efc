import FlickCore

/// The deck's timings and looks, with units in the names.
extension Constants {
    /// Edge strip that starts edge pans (libadwaita ADW_SWIPE_BORDER), px.
    public static let edgeSwipeAreaPx: Double = 32
    /// Deck ledge: how much of the center stays visible beside an open side (ViewDeck default), px.
    public static let deckLedgePx: Double = 44
    /// Shadow on the deck center's edge: black, offset 0. ViewDeck 2.4.2 uses radius 10 and opacity
    /// 0.5 over light side views; over dark ones that darkens the edge by a few levels only, so the
    /// shadow is wider and denser here (it halves the side's brightness at the center's edge), px.
    public static let deckShadowRadiusPx: Double = 18
    /// The opacity of that shadow.
    public static let deckShadowOpacity: Double = 1.0
    /// Scrim over the center while a side is open, at full open (AdwFlap's shield); scaled by the open progress.
    public static let deckScrimOpacity: Double = 0.35
    /// Deck open slide (ViewDeck openSlideAnimationDuration default), s.
    public static let deckOpenDurationS: Double = 0.3
    /// Deck close slide (ViewDeck closeSlideAnimationDuration default), s.
    public static let deckCloseDurationS: Double = 0.3
    /// Deck bounce: both halves last their slide's duration times this (ViewDeck bounceDurationFactor).
    public static let deckBounceDurationFactor: Double = 1.0
    /// A docked side whose width is the deck's less its ledge takes this share of the deck's width
    /// instead, within the two bounds below (`AdwOverlaySplitView`'s sidebar defaults).
    public static let deckDockedWidthFraction: Double = 0.25
    /// The narrowest such docked side, px.
    public static let deckDockedMinWidthPx: Double = 180
    /// The widest such docked side, px.
    public static let deckDockedMaxWidthPx: Double = 280
    /// The separator line between a docked side and the center, px.
    public static let deckDockedSeparatorPx: Double = 1
}
