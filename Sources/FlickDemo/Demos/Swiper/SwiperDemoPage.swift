import FlickCore
import FlickKit

/// The swiper demo's page component: one item on a card (the three-slot pager's sample view: its picture,
/// id, name and tap count). A click on it counts a tap, and the count's badge pulses; the count
/// lives on the page, which the demo keeps per item (`SwiperDemoPages`), so it survives the swiper
/// recycling its slots. The card, caption and badge are drawn in the palette of the appearance it
/// was last laid out in; the picture keeps its colours.
final class SwiperDemoPage: Component {
    /// Space around the card, px (at most `pageMarginMaxFraction` of the shorter side).
    static let pageMarginPx: Double = 24
    static let pageMarginMaxFraction: Double = 0.05
    /// The card's corner radius, px.
    static let cornerPx: Double = 14
    /// Caption strip: this fraction of the card's height, at most `captionMaxPx`; below
    /// `captionSubtitleMinPx` it shows the name alone.
    static let captionFraction: Double = 0.18
    static let captionMaxPx: Double = 96
    static let captionSubtitleMinPx: Double = 44
    static let captionPaddingPx: Double = 20
    /// The id chip's largest diameter, px.
    static let chipMaxPx: Double = 52
    /// Name font's largest size, and the smallest text, px.
    static let nameFontMaxPx: Double = 28
    static let textMinPx: Double = 7
    /// Tap badge: height, px; a character's width as a fraction
    /// of the height (DejaVu Sans Bold at half the height).
    static let badgeHeightPx: Double = 34
    static let badgeCharWidthFraction: Double = 0.34
    /// The pulse on a tap: the badge grows by this fraction and settles back over `pulseS` seconds.
    static let pulseGrowth: Double = 0.3
    static let pulseS: Double = 0.45
    /// The tap badge's opacity over the caption.
    static let badgeOpacity: Double = 0.92
    static let cardShadow = Shadow(radius: 18, opacity: 0.55, offset: Point(0, 6))

    /// What the page shows.
    let item: SwiperDemoItem
    /// Most taps a page counts (the count saturates there).
    static let maxTapCount = 999_999_999
    /// Taps on this page so far (at most `maxTapCount`).
    var tapCount = 0
    /// The size laid out (the swiper's).
    public private(set) var size = Size(1, 1)
    /// The badge's pulse: 1 on a tap, easing back to 0.
    var pulse = AnimatedValue(0)
    /// What it was last laid out in (its palette).
    public private(set) var environment = ComponentEnvironment()

    /// The page of `item`, with no taps yet.
    public init(item: SwiperDemoItem) { self.item = item }

    /// Draws at `size` in `environment`'s palette from now on.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Draws at `size` from now on.
    func layout(size: Size, now: Double) { self.size = size }

    /// Every click with the first button counts a tap (a double click is two).
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard case .tap(_, _, let button, _) = gesture, button == 1 else { return false }
        tapCount = min(tapCount, SwiperDemoPage.maxTapCount - 1) + 1
        pulse.set(1)
        pulse.animate(to: 0, now: now, duration: SwiperDemoPage.pulseS, curve: .easeOut)
        return true
    }

    /// Settles the pulse once it is over.
    func advance(to now: Double) { pulse.settle(now: now) }

    /// The card, its picture and texts (see `pageScene(size:now:)`).
    func scene(now: Double) -> SceneNode { pageScene(size: size, now: now) }

    /// While the tap badge pulses (then the page is drawn live; at rest it is cached).
    func isAnimating(now: Double) -> Bool { pulse.isAnimating(now: now) }

    /// `swiper.taps`: the page's tap count.
    public var state: [String: String] { ["swiper.taps": String(tapCount)] }

    /// The tap count and the appearance: the page is drawn again only when one changes.
    var contentVersion: Int? { tapCount * 2 + (environment.appearance == .light ? 1 : 0) }
}
