import FlickCore

/// A vertical page indicator for a vertically paged grid: one dot per page on a dark pill,
/// the selected dot (radius and opacity from `Constants.dot*`) following a fractional,
/// non-circular `progress`. A click on a dot's slot calls `onSelect` with its page.
///
/// When more dots than fit in the height are needed, it becomes a track with a thumb whose
/// length is one page's share and whose place follows `progress` (cost stays constant).
public final class PagedGridIndicator: Component {
    /// Control width (hit area), px.
    public static let widthPx: Double = 24
    static let pillWidthPx: Double = 16
    static let pillPaddingPx: Double = 4
    static let pillColor = Color(hex: 0x000000, alpha: 0.35)
    static let dotColor = Color(hex: 0xFAFAFA)
    /// Shortest thumb in track mode, px.
    static let thumbMinLengthPx: Double = 12

    /// Distance between dot centres, px (as `PageDots`).
    public static var pitchPx: Double { PageDots.pitchPx }

    /// The number of pages.
    public var count: Int
    /// Displayed page (fractional while moving).
    public var progress: Double
    /// Called with the clicked page and the click time.
    public var onSelect: ((_ page: Int, _ now: Double) -> Void)?
    /// The size laid out.
    public private(set) var size: Size = .zero

    /// An indicator for `count` pages showing `progress`.
    public init(count: Int = 1, progress: Double = 0) {
        self.count = count; self.progress = progress
    }

    /// The height that fits `count` dots and their pill.
    public static func preferredHeight(count: Int) -> Double {
        Double(max(0, count)) * pitchPx + 2 * pillPaddingPx
    }

    /// True when every page gets its own dot (else a track and thumb are drawn).
    public var showsDots: Bool { PagedGridIndicator.preferredHeight(count: count) <= size.height }

    private var slotsOriginY: Double { (size.height - Double(max(0, count)) * PagedGridIndicator.pitchPx) / 2 }

    /// The page whose dot slot contains `p` (dots mode), or the page at that height of the track.
    public func page(at p: Point) -> Int? {
        guard count > 0, p.x >= 0, p.x < size.width, p.y >= 0, p.y < size.height else { return nil }
        if showsDots {
            let f = (p.y - slotsOriginY) / PagedGridIndicator.pitchPx
            guard f >= 0, f < Double(count) else { return nil }
            return min(count - 1, Int(f))
        }
        let f = p.y / max(1, size.height) * Double(count)
        return min(count - 1, max(0, Int(f)))
    }

    /// How selected dot `i` is: 1 at the progress, falling to 0 one page away.
    public func selection(ofDot i: Int) -> Double {
        guard progress.isFinite else { return i == 0 ? 1 : 0 }
        return max(0, 1 - abs(Double(i) - progress))
    }

    // MARK: Component

    /// Takes `size`: dots when they all fit in its height, else a track and thumb.
    public func layout(size: Size, now: Double) { self.size = size }

    /// Takes a left press, release or tap on a page's slot; the tap calls `onSelect` with the page.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(let p, let button, _):
            return button == 1 && page(at: p) != nil
        case .release(let p, _):
            return page(at: p) != nil
        case .tap(let p, _, let button, _):
            guard button == 1, let page = page(at: p) else { return false }
            onSelect?(page, now)
            return true
        default:
            return false
        }
    }

    /// The pill with its dots, or the track with its thumb (nothing for a single page).
    public func scene(at now: Double) -> SceneNode {
        guard count > 1, size.width > 0, size.height > 0 else { return .empty }
        let cx = size.width / 2
        let pw = PagedGridIndicator.pillWidthPx
        if !showsDots { return trackScene(cx: cx) }
        let pillH = PagedGridIndicator.preferredHeight(count: count)
        var nodes: [SceneNode] = [.fill(Rect(x: cx - pw / 2, y: slotsOriginY - PagedGridIndicator.pillPaddingPx,
                                             width: pw, height: pillH),
                                        PagedGridIndicator.pillColor, cornerRadius: pw / 2)]
        for i in 0..<count {
            let w = selection(ofDot: i)
            let r = Constants.dotRadiusPx * (1 - w) + Constants.dotRadiusSelectedPx * w
            let a = Constants.dotOpacity * (1 - w) + Constants.dotOpacitySelected * w
            let cy = slotsOriginY + (Double(i) + 0.5) * PagedGridIndicator.pitchPx
            nodes.append(.ellipse(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r),
                                  .solid(PagedGridIndicator.dotColor.withAlpha(a))))
        }
        return .stack(nodes)
    }

    private func trackScene(cx: Double) -> SceneNode {
        let pw = PagedGridIndicator.pillWidthPx
        let track = Rect(x: cx - pw / 2, y: 0, width: pw, height: size.height)
        let inner = track.insetBy(PagedGridIndicator.pillPaddingPx)
        let n = Double(max(1, count))
        let len = min(inner.height, max(PagedGridIndicator.thumbMinLengthPx, inner.height / n))
        let p = progress.isFinite ? min(max(progress, 0), n - 1) : 0
        let y = inner.minY + (inner.height - len) * (n > 1 ? p / (n - 1) : 0)
        return .stack([.fill(track, PagedGridIndicator.pillColor, cornerRadius: pw / 2),
                       .fill(Rect(x: inner.minX, y: y, width: inner.width, height: len),
                             PagedGridIndicator.dotColor.withAlpha(Constants.dotOpacitySelected),
                             cornerRadius: inner.width / 2)])
    }

    /// Never: the owner moves `progress`.
    public func isAnimating(at now: Double) -> Bool { false }

    /// The indicator publishes no state; its owner does.
    public var state: [String: String] { [:] }
}
