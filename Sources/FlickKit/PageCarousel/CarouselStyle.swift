import FlickCore

/// The carousel's look: colours, fonts and texts of the presentation (not its geometry,
/// which is `CarouselLayout`'s).
public enum CarouselStyle {
    /// Shown for a page without a title.
    public static let untitled = "Untitled"
    /// Presentation background: a vertical gradient, top to bottom (`Palette.presentationTop`).
    public static let backgroundTop = Palette.dark.presentationTop
    /// The gradient's bottom colour (`Palette.presentationBottom`).
    public static let backgroundBottom = Palette.dark.presentationBottom
    /// White, as a web page's backdrop (a page filling the carousel is drawn on the appearance's
    /// `windowBackground`).
    public static let pageBackdrop = Color(hex: 0xFFFFFF)
    /// Colour of the page titles over the row (`Palette.presentationText`).
    public static let titleColor = Palette.dark.presentationText
    /// Title font size, px (shrunk for small windows down to `titleFontMinPx`).
    public static let titleFontPx: Double = 17
    /// The smallest title font size, px.
    public static let titleFontMinPx: Double = 6
    /// Half the height of a title line, em (keeps the title clear of a compact close button).
    static let titleHalfHeightEm: Double = 0.6
    /// Neighbour cards' opacity (LSPageViewController's 0.4); the selected card is opaque.
    public static let neighbourOpacity: Double = 0.4
    /// Rounded corners of a card, px, in the presentation (they square off as a card zooms to fill
    /// the carousel): the card's image is filled through a rounded path, about as cheap as a copy.
    public static let cardCornerPx: Double = 12
    /// Card shadow when `useShadows` is on (the default): LSPageViewController's opacity 0.5, a little wider
    /// (radius 6) and centred under the card instead of LSPageViewController's offset 1,3 — a shadow right
    /// under its card is never drawn beneath it, which keeps the cost of shadows on by default small.
    public static let cardShadow = Shadow(radius: 6, opacity: 0.5, color: Palette.dark.shadow, offset: .zero)
    /// A card lifted for reordering grows by this fraction and casts a larger shadow.
    public static let liftedGrowth: Double = 0.06
    /// The larger shadow of a lifted card.
    public static let liftedShadow = Shadow(radius: 14, opacity: 0.55, color: Palette.dark.shadow, offset: Point(0, 8))
    /// The veil over a card or thumbnail under the pointer (a page is light, so a light dimming shows).
    public static let cardHoverVeil = Color(hex: 0x000000, alpha: 0.06)
    /// The veil over a card or thumbnail while pressed.
    public static let cardPressedVeil = Color(hex: 0x000000, alpha: 0.14)
    /// Rounded corners of a thumbnail in the grid overview, px.
    public static let gridCornerPx: Double = 8
    /// The ring around the selected thumbnail in the grid overview: its width, px, and colour.
    public static let gridSelectionRingPx: Double = 3
    /// The selection ring's colour in the dark palette (see `gridSelectionRingPx`): the carousel
    /// draws its palette's `focusRing`, the one selection style of a thumbnail.
    public static let gridSelectionColor = Palette.dark.focusRing
    /// "3 of 57" indicator text, px, on a pill of this colour.
    public static let indicatorFontPx: Double = PageIndicator.compactFontPx
    /// Colour of the pill behind the compact indicator.
    public static let indicatorPill = PageIndicator.compactPillColor
    /// Colour of the compact indicator's text.
    public static let indicatorText = PageIndicator.compactTextColor
}
