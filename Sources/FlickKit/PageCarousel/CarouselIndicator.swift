import FlickCore

/// Where the carousel is: page dots (`PageDots`) while they fit the width, else a compact
/// "3 of 57" on the same kind of pill. Either way the cost is O(1) in the page count
/// (dots are drawn only while few enough to fit).
public final class CarouselIndicator: Component {
    /// Room kept free on each side of the dots, px.
    static let sideMarginPx: Double = 16
    /// The compact pill: padding around the text and its height, px.
    static let compactPaddingPx: Double = 12
    static let compactHeightPx: Double = 22
    /// Width per character of the compact text (an estimate for centring the pill), em.
    static let compactCharWidthEm: Double = 0.62

    /// The number of pages.
    public var count: Int { didSet { dots.count = max(0, count) } }
    /// Selected position in pages (fractional while the row moves), clamped to the pages.
    public var progress: Double = 0
    /// Called with a clicked dot's index.
    public var onSelect: ((_ index: Int, _ now: Double) -> Void)?
    /// The size of the last layout, px.
    public private(set) var size: Size = .zero
    let dots = PageDots()
    /// Routes the clicks to the dots.
    let router = ComponentRouter()

    /// An indicator for `count` pages.
    public init(count: Int = 1) {
        self.count = count
        dots.count = max(0, count)
        dots.onSelect = { [weak self] i, now in self?.onSelect?(i, now) }
    }

    /// True when one dot per page fits the width.
    public var showsDots: Bool {
        count >= 1 && PageDots.preferredSize(count: count).width <= size.width - 2 * CarouselIndicator.sideMarginPx
    }

    /// The compact text: "3 of 57" for the page at 0-based `index`.
    public static func compactText(index: Int, count: Int) -> String { "\(index + 1) of \(count)" }

    /// The page the indicator names now (nearest to the progress).
    public var currentIndex: Int {
        guard count > 0, progress.isFinite else { return 0 }
        return min(count - 1, max(0, Int(progress.rounded())))
    }

    var dotsFrame: Rect {
        let s = PageDots.preferredSize(count: count)
        return Rect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height)
    }

    // MARK: Component

    /// Lays the dots (or the compact pill) out in `size`.
    public func layout(size: Size, now: Double) {
        self.size = size
        dots.layout(size: PageDots.preferredSize(count: count), now: now)
    }

    /// A click on a dot selects its page (`onSelect`); the compact pill takes no input.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard showsDots else { return false }
        return router.route(gesture, in: [RoutedChild(dots, frame: dotsFrame)], now: now)
    }

    /// The dot under `p` (indicator coordinates), if dots show.
    public func dotIndex(at p: Point) -> Int? {
        guard showsDots else { return nil }
        let f = dotsFrame
        return dots.index(at: p - f.origin)
    }

    /// The dots, or the compact "3 of 57" pill, fully opaque.
    public func scene(at now: Double) -> SceneNode { scene(opacity: 1) }

    /// The indicator faded by `opacity` (the presentation's zoom).
    public func scene(opacity: Double) -> SceneNode {
        guard opacity > 0, count > 0, size.width > 0, size.height > 0 else { return .empty }
        if showsDots {
            let f = dotsFrame
            dots.layout(size: f.size, now: 0)
            dots.progress = progress.isFinite ? min(max(progress, 0), Double(count - 1)) : 0
            let node = SceneNode.translated(f.x, f.y, [dots.scene(at: 0)])
            return opacity >= 1 ? node : .group(GroupNode([node], opacity: opacity, clip: f))
        }
        let text = CarouselIndicator.compactText(index: currentIndex, count: count)
        let font = min(CarouselStyle.indicatorFontPx, size.height * 0.6)
        let h = min(CarouselIndicator.compactHeightPx, size.height)
        let textWidth = Double(text.count) * font * CarouselIndicator.compactCharWidthEm
        let w = min(size.width, textWidth + 2 * CarouselIndicator.compactPaddingPx)
        let pill = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        return .stack([
            .fill(pill, CarouselStyle.indicatorPill.withAlpha(CarouselStyle.indicatorPill.alpha * opacity),
                  cornerRadius: h / 2),
            .text(TextNode(text, frame: pill, font: FontSpec(family: "DejaVu Sans", size: max(1, font), weight: .bold),
                           color: CarouselStyle.indicatorText.withAlpha(CarouselStyle.indicatorText.alpha * opacity),
                           alignment: .center)),
        ])
    }

    /// Never: the carousel animates the indicator by setting `progress`.
    public func isAnimating(at now: Double) -> Bool { false }

    /// No state of its own (the carousel publishes the selection).
    public var state: [String: String] { [:] }
}
