import FlickCore

/// Where a paged component is: page dots (`PageDots`) while they fit the width, else a compact
/// "3 of 57" on the same kind of pill, so it never overflows whatever the page count (the
/// carousel's and the swiper's indicator). Either way the cost is O(1) in the page count (dots
/// are drawn only while few enough to fit). Only the dots take input (`HitTesting`): a press
/// beside them, or on the compact pill, reaches what is under the indicator.
public final class PageIndicator: Component, HitTesting {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Room kept free on each side of the dots, px.
    static let sideMarginPx: Double = 16
    /// The compact pill: padding around the text and its height, px.
    static let compactPaddingPx: Double = 12
    static let compactHeightPx: Double = 22
    /// Width per character of the compact text (an estimate for centring the pill), em.
    static let compactCharWidthEm: Double = 0.62
    /// The compact text's font size, px (less in a thin indicator).
    public static let compactFontPx: Double = 13
    /// Colour of the compact pill in the dark palette (the indicator draws its palette's `pill`).
    public static let compactPillColor = Palette.dark.pill
    /// Colour of the compact text in the dark palette (the indicator draws its palette's `onPill`
    /// at `compactTextOpacity`).
    public static let compactTextColor = Palette.dark.onPill.withAlpha(compactTextOpacity)
    /// Opacity of the compact text.
    static let compactTextOpacity = 0.9
    /// The appearance it was last laid out in: its colours are that palette's.
    public private(set) var appearance = Appearance.dark

    /// The number of pages.
    public var count: Int { didSet { dots.count = max(0, count) } }
    /// Selected position in pages (fractional while the pages move): clamped to the pages, or
    /// circular past the last page when `wraps`.
    public var progress: Double = 0
    /// Whether the pages are circular (a circular swiper): past the last page comes the first.
    public let wraps: Bool
    /// Called with a clicked dot's index.
    public var onSelect: ((_ index: Int, _ now: Double) -> Void)?
    /// The size of the last layout, px.
    public private(set) var size: Size = .zero
    let dots: PageDots
    /// Routes the clicks to the dots.
    let router = ComponentRouter()

    /// An indicator for `count` pages, circular when `wraps`.
    public init(count: Int = 1, wraps: Bool = false) {
        self.count = count
        self.wraps = wraps
        dots = PageDots(count: max(0, count), wraps: wraps)
        dots.onSelect = { [weak self] i, now in self?.onSelect?(i, now) }
    }

    /// True when one dot per page fits the width.
    public var showsDots: Bool {
        count >= 1 && PageDots.preferredSize(count: count).width <= size.width - 2 * PageIndicator.sideMarginPx
    }

    /// The compact text: "3 of 57" for the page at 0-based `index`.
    public static func compactText(index: Int, count: Int) -> String { "\(index + 1) of \(count)" }

    /// The page the indicator names now (nearest to the progress; wrapped when `wraps`).
    public var currentIndex: Int {
        guard count > 0, progress.isFinite else { return 0 }
        if wraps, abs(progress) < 1e12 { return CircularIndex.wrap(Int(progress.rounded()), count: count) }
        return min(count - 1, max(0, Int(progress.rounded())))
    }

    /// The progress the dots show: within the pages, or wrapped into them when `wraps`.
    var dotsProgress: Double {
        guard progress.isFinite else { return 0 }
        let n = Double(count)
        guard wraps else { return min(max(progress, 0), n - 1) }
        let r = progress.truncatingRemainder(dividingBy: n)
        return r < 0 ? r + n : r
    }

    /// The dots' frame, centred in the indicator.
    public var dotsFrame: Rect {
        let s = PageDots.preferredSize(count: count)
        return Rect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height)
    }

    // MARK: Component

    /// Lays the dots (or the compact pill) out in `size`.
    public func layout(size: Size, now: Double) {
        self.size = size
        dots.layout(size: PageDots.preferredSize(count: count), now: now)
    }

    /// Lays out in `size` and takes the appearance of `environment` (the dots too).
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        appearance = environment.appearance
        dots.layout(size: PageDots.preferredSize(count: count), now: now, environment: environment)
        layout(size: size, now: now)
    }

    /// A click on a dot selects its page (`onSelect`); the compact pill takes no input.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard showsDots else { return false }
        return router.route(gesture, in: [RoutedChild(dots, frame: dotsFrame)], now: now)
    }

    /// Whether `p` is on the dots (the compact pill takes no input).
    public func hits(_ p: Point) -> Bool { showsDots && dotsFrame.contains(p) }

    /// The dot under `p` (indicator coordinates), if dots show.
    public func dotIndex(at p: Point) -> Int? {
        guard showsDots else { return nil }
        let f = dotsFrame
        return dots.index(at: p - f.origin)
    }

    /// The dots, or the compact "3 of 57" pill, fully opaque.
    public func scene(now: Double) -> SceneNode { scene(opacity: 1) }

    /// The indicator faded by `opacity` (the carousel presentation's zoom).
    public func scene(opacity: Double) -> SceneNode {
        guard opacity > 0, count > 0, size.width > 0, size.height > 0 else { return .empty }
        if showsDots {
            let f = dotsFrame
            dots.layout(size: f.size, now: 0)
            dots.progress = dotsProgress
            let node = SceneNode.translated(f.x, f.y, [dots.scene(now: 0)])
            return opacity >= 1 ? node : .group(GroupNode([node], opacity: opacity, clip: f))
        }
        let pill = compactFrame
        let font = min(PageIndicator.compactFontPx, size.height * 0.6)
        let palette = Palette(for: appearance)
        return .stack([
            .fill(pill, palette.pill.withAlpha(palette.pill.alpha * opacity), cornerRadius: pill.height / 2),
            .text(TextNode(compactText, frame: pill, font: FontSpec(family: Constants.fontFamily, size: max(1, font), weight: .bold),
                           color: palette.onPill.withAlpha(palette.onPill.alpha * PageIndicator.compactTextOpacity * opacity),
                           alignment: .center)),
        ])
    }

    /// The compact text for the current page.
    var compactText: String { PageIndicator.compactText(index: currentIndex, count: count) }

    /// The compact pill's frame, centred in the indicator.
    var compactFrame: Rect {
        let font = min(PageIndicator.compactFontPx, size.height * 0.6)
        let h = min(PageIndicator.compactHeightPx, size.height)
        let textWidth = Double(compactText.count) * font * PageIndicator.compactCharWidthEm
        let w = min(size.width, textWidth + 2 * PageIndicator.compactPaddingPx)
        return Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
    }

    /// Never: its owner animates the indicator by setting `progress`.
    public func isAnimating(now: Double) -> Bool { false }

    /// No state of its own (its owner publishes the page).
    public var state: [String: String] { [:] }
}
