import FlickCore

/// A page control: one dot per page on a subtle dark pill (visible on any picture), in a row
/// (`.horizontal`: the swiper, the carousel) or a column (`.vertical`: the paged grid). The
/// selected dot follows a fractional `progress` (circular when `wraps`), its radius and opacity
/// blending from `dotRadiusPx`/`dotOpacity` to `dotRadiusSelectedPx`/`dotOpacitySelected`.
///
/// Spacing: `Constants.dotSpacingPx` is the gap between the edges of two selected-size
/// dots, so centres are `pitchPx` = 2·selected radius + spacing (24 px) apart. Each dot owns
/// a hit slot `pitchPx` long and as thick as the control; a click in a slot calls `onSelect`.
/// When more dots are needed than fit in the length laid out, it becomes a track with a thumb
/// whose length is one page's share and whose place follows `progress` (cost stays constant).
public final class PageDots: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Control (hit area) thickness across the dots: a row's height, a column's width, px.
    public static let thicknessPx: Double = 24
    /// A row's height (`thicknessPx`), px.
    public static var heightPx: Double { thicknessPx }
    /// Backing pill thickness and its padding beyond the outer slots, px.
    static let pillThicknessPx: Double = 16
    static let pillPaddingPx: Double = 4
    /// Shortest thumb in track mode, px.
    static let thumbMinLengthPx: Double = 12

    /// Distance between dot centres, px.
    public static var pitchPx: Double { 2 * Constants.dotRadiusSelectedPx + Constants.dotSpacingPx }

    /// The axis the dots run along.
    public let orientation: SwipeAxis
    /// Whether the selection is circular: past the last dot it comes back on the first (the swiper's pages).
    public let wraps: Bool
    /// Whether a single page shows nothing (UIPageControl's `hidesForSinglePage`).
    public var hidesForSinglePage = false
    /// The pill's (and the track's) colour: the one the owner set, else the `pill` of the palette
    /// the dots were laid out in.
    public var pillColor: Color {
        get { assignedPillColor ?? Palette(for: appearance).pill }
        set { assignedPillColor = newValue }
    }
    private var assignedPillColor: Color?
    /// The appearance it was last laid out in: the dots are its palette's `onPill`, the pill its `pill`.
    public private(set) var appearance = Appearance.dark
    /// The number of dots (pages).
    public var count: Int
    /// Selected position in pages (fractional while moving; wraps circularly past the last dot when `wraps`).
    public var progress: Double
    /// Called with the clicked dot's index and the click time.
    public var onSelect: ((_ index: Int, _ now: Double) -> Void)?
    /// The size laid out.
    public private(set) var size: Size = .zero

    /// Dots for `count` pages with the selection at `progress`, along `orientation`, circular when `wraps`.
    public init(count: Int = 1, progress: Double = 0, orientation: SwipeAxis = .horizontal, wraps: Bool = true) {
        self.count = count; self.progress = progress
        self.orientation = orientation; self.wraps = wraps
    }

    /// The length along the dots that fits `count` dots and their pill, px.
    public static func preferredLength(count: Int) -> Double {
        Double(max(0, count)) * pitchPx + 2 * pillPaddingPx
    }

    /// The size of a row that fits `count` dots and their pill.
    public static func preferredSize(count: Int) -> Size {
        Size(preferredLength(count: count), thicknessPx)
    }

    /// True when every page gets its own dot (else a track and thumb are drawn).
    public var showsDots: Bool { PageDots.preferredLength(count: count) <= length }

    /// The laid-out size along and across the dots.
    private var length: Double { orientation == .horizontal ? size.width : size.height }
    private var thickness: Double { orientation == .horizontal ? size.height : size.width }

    /// Where the first slot starts along the dots (dots are centred in the control).
    private var slotsOrigin: Double { (length - Double(max(0, count)) * PageDots.pitchPx) / 2 }

    /// A rectangle at `along`…`along + extent` on the dots' axis and `across`…`across + breadth` across it.
    private func rect(along: Double, across: Double, extent: Double, breadth: Double) -> Rect {
        orientation == .horizontal ? Rect(x: along, y: across, width: extent, height: breadth)
            : Rect(x: across, y: along, width: breadth, height: extent)
    }

    /// The dot whose slot contains `p` (dots mode), or the page at that place of the track.
    public func index(at p: Point) -> Int? {
        guard count > 0, p.x >= 0, p.x < size.width, p.y >= 0, p.y < size.height else { return nil }
        let along = orientation.component(of: p)
        if showsDots {
            let f = (along - slotsOrigin) / PageDots.pitchPx
            guard f >= 0, f < Double(count) else { return nil }
            return min(count - 1, Int(f))
        }
        let f = along / max(1, length) * Double(count)
        return min(count - 1, max(0, Int(f)))
    }

    /// How selected dot `i` is: 1 at the progress, falling to 0 one page away (circular when `wraps`).
    public func selection(ofDot i: Int) -> Double {
        guard count > 0, progress.isFinite else { return i == 0 ? 1 : 0 }
        guard wraps else { return max(0, 1 - abs(Double(i) - progress)) }
        let n = Double(count)
        var d = (Double(i) - progress).truncatingRemainder(dividingBy: n)
        if d < 0 { d += n }
        return max(0, 1 - min(d, n - d))
    }

    /// Dot `i`'s radius, px: between the resting and the selected radius by `selection(ofDot:)`.
    public func radius(ofDot i: Int) -> Double {
        let w = selection(ofDot: i)
        return Constants.dotRadiusPx * (1 - w) + Constants.dotRadiusSelectedPx * w
    }

    /// Dot `i`'s opacity: between the resting and the selected opacity by `selection(ofDot:)`.
    public func opacity(ofDot i: Int) -> Double {
        let w = selection(ofDot: i)
        return Constants.dotOpacity * (1 - w) + Constants.dotOpacitySelected * w
    }

    // MARK: Component

    /// Takes `size`: dots, centred in it, when they all fit in its length, else a track and thumb.
    public func layout(size: Size, now: Double) { self.size = size }

    /// Takes `size` and the appearance of `environment`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        appearance = environment.appearance
        layout(size: size, now: now)
    }

    /// Takes a left press, release or tap on a dot's slot; the tap calls `onSelect` with its index.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(let p, let button, _), .tap(let p, _, let button, _):
            guard button == 1, let i = index(at: p) else { return false }
            if case .tap = gesture { onSelect?(i, now) }
            return true
        case .release(let p, _):
            return index(at: p) != nil
        default:
            return false
        }
    }

    /// The pill and the dots, sized and faded by the progress, or the track with its thumb.
    public func scene(now: Double) -> SceneNode {
        guard count > (hidesForSinglePage ? 1 : 0), size.width > 0, size.height > 0 else { return .empty }
        if !showsDots { return trackScene() }
        let middle = thickness / 2, t = PageDots.pillThicknessPx
        let pill = rect(along: slotsOrigin - PageDots.pillPaddingPx, across: middle - t / 2,
                        extent: PageDots.preferredLength(count: count), breadth: t)
        var nodes: [SceneNode] = [.fill(pill, pillColor, cornerRadius: t / 2)]
        let dot = Palette(for: appearance).onPill
        for i in 0..<count {
            let c = slotsOrigin + (Double(i) + 0.5) * PageDots.pitchPx, r = radius(ofDot: i)
            nodes.append(.ellipse(rect(along: c - r, across: middle - r, extent: 2 * r, breadth: 2 * r),
                                  .solid(dot.withAlpha(opacity(ofDot: i)))))
        }
        return .stack(nodes)
    }

    private func trackScene() -> SceneNode {
        let t = PageDots.pillThicknessPx
        let track = rect(along: 0, across: thickness / 2 - t / 2, extent: length, breadth: t)
        let inner = track.insetBy(PageDots.pillPaddingPx)
        let innerLength = orientation == .horizontal ? inner.width : inner.height
        let innerBreadth = orientation == .horizontal ? inner.height : inner.width
        let innerStart = orientation == .horizontal ? inner.minX : inner.minY
        let innerAcross = orientation == .horizontal ? inner.minY : inner.minX
        let n = Double(max(1, count))
        let len = min(innerLength, max(PageDots.thumbMinLengthPx, innerLength / n))
        let p = progress.isFinite ? min(max(progress, 0), n - 1) : 0
        let start = innerStart + (innerLength - len) * (n > 1 ? p / (n - 1) : 0)
        return .stack([.fill(track, pillColor, cornerRadius: t / 2),
                       .fill(rect(along: start, across: innerAcross, extent: len, breadth: innerBreadth),
                             Palette(for: appearance).onPill.withAlpha(Constants.dotOpacitySelected),
                             cornerRadius: innerBreadth / 2)])
    }

    /// Never: the owner moves `progress`.
    public func isAnimating(now: Double) -> Bool { false }

    /// Page dots publish no state; their owner does.
    public var state: [String: String] { [:] }
}
