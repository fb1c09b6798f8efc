import FlickCore
import FlickKit

/// The swiper demo's page component: one item's picture, id, name and tap count (the seed's
/// sample view). A click on it counts a tap; the count lives on the page, which the demo keeps
/// per item (`SwiperDemoPages`), so it survives the swiper recycling its slots.
public final class SwiperDemoPage: Component {
    /// Space around the picture, px (at most `pageMarginMaxFraction` of the shorter side).
    static let pageMarginPx: Double = 14
    static let pageMarginMaxFraction: Double = 0.04
    /// Space kept clear under the page text for the swiper's page dots, px.
    static let pageTextBottomReservePx: Double = 48
    /// Item id font size: this fraction of the page's shorter side, clamped to min...max px.
    static let idFontFraction: Double = 0.16
    static let idFontMinPx: Double = 8
    static let idFontMaxPx: Double = 120
    /// Behind the picture (the swiper's own background colour).
    static let background = Swiper.pageBackground

    /// What the page shows.
    public let item: SwiperDemoItem
    /// Taps on this page so far.
    public internal(set) var tapCount = 0
    /// The size laid out (the swiper's).
    public private(set) var size = Size(1, 1)

    /// The page of `item`, with no taps yet.
    public init(item: SwiperDemoItem) { self.item = item }

    /// Draws at `size` from now on.
    public func layout(size: Size, now: Double) { self.size = size }

    /// Every click with the first button counts a tap (a double click is two).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard case .tap(_, _, let button, _) = gesture, button == 1 else { return false }
        tapCount += 1
        return true
    }

    /// The picture and the texts (see `pageScene(size:)`).
    public func scene(at now: Double) -> SceneNode { pageScene(size: size) }

    /// Never: the page only changes on a tap.
    public func isAnimating(at now: Double) -> Bool { false }

    /// `swiper.taps`: the page's tap count.
    public var state: [String: String] { ["swiper.taps": String(tapCount)] }

    /// The tap count: the page is drawn again only when it changes.
    public var contentVersion: Int? { tapCount }
}
