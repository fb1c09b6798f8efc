import FlickCore

/// A page control: one dot per page on a subtle dark pill (visible on any picture). The
/// selected dot follows a fractional, circular `progress`, its radius and opacity blending
/// from `dotRadiusPx`/`dotOpacity` to `dotRadiusSelectedPx`/`dotOpacitySelected`.
///
/// Spacing: `Constants.dotSpacingPx` is the gap between the edges of two selected-size
/// dots, so centres are `pitchPx` = 2·selected radius + spacing (15 px) apart. Each dot owns
/// a hit slot `pitchPx` wide and `heightPx` tall; a click in a slot calls `onSelect`.
public final class PageDots: Component {
    /// Control (hit area) height, px.
    public static let heightPx: Double = 24
    /// Backing pill height and its padding beyond the outer slots, px.
    static let pillHeightPx: Double = 16
    static let pillPaddingPx: Double = 4
    static let pillColor = Color(hex: 0x000000, alpha: 0.3)
    static let dotColor = Color(hex: 0xFAFAFA)

    /// Distance between dot centres, px.
    public static var pitchPx: Double { 2 * Constants.dotRadiusSelectedPx + Constants.dotSpacingPx }

    /// The number of dots (pages).
    public var count: Int
    /// Selected position in pages (fractional while moving; wraps circularly past the last dot).
    public var progress: Double
    /// Called with the clicked dot's index and the click time.
    public var onSelect: ((_ index: Int, _ now: Double) -> Void)?
    /// The size laid out.
    public private(set) var size: Size = .zero

    /// Dots for `count` pages with the selection at `progress`.
    public init(count: Int = 1, progress: Double = 0) {
        self.count = count; self.progress = progress
    }

    /// The size that fits `count` dots and their pill.
    public static func preferredSize(count: Int) -> Size {
        Size(Double(max(0, count)) * pitchPx + 2 * pillPaddingPx, heightPx)
    }

    /// x of the first slot's left edge (dots are centred in the control).
    private var slotsOriginX: Double { (size.width - Double(max(0, count)) * PageDots.pitchPx) / 2 }

    /// The dot whose slot contains `p`, if any.
    public func index(at p: Point) -> Int? {
        guard count > 0, p.y >= 0, p.y < size.height else { return nil }
        let f = (p.x - slotsOriginX) / PageDots.pitchPx
        guard f >= 0, f < Double(count) else { return nil }
        return min(count - 1, Int(f))
    }

    /// How selected dot `i` is: 1 at the progress, falling to 0 one page away (circular).
    public func selection(ofDot i: Int) -> Double {
        guard count > 0, progress.isFinite else { return i == 0 ? 1 : 0 }
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

    /// Takes `size`; the dots are centred in it.
    public func layout(size: Size, now: Double) { self.size = size }

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

    /// The pill and the dots, sized and faded by the progress.
    public func scene(at now: Double) -> SceneNode {
        guard count > 0 else { return .empty }
        let cy = size.height / 2
        let pillWidth = Double(count) * PageDots.pitchPx + 2 * PageDots.pillPaddingPx
        let pill = Rect(x: slotsOriginX - PageDots.pillPaddingPx, y: cy - PageDots.pillHeightPx / 2,
                        width: pillWidth, height: PageDots.pillHeightPx)
        var nodes: [SceneNode] = [.fill(pill, PageDots.pillColor, cornerRadius: PageDots.pillHeightPx / 2)]
        for i in 0..<count {
            let cx = slotsOriginX + (Double(i) + 0.5) * PageDots.pitchPx, r = radius(ofDot: i)
            nodes.append(.ellipse(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r),
                                  .solid(PageDots.dotColor.withAlpha(opacity(ofDot: i)))))
        }
        return .stack(nodes)
    }

    /// Never: the owner moves `progress`.
    public func isAnimating(at now: Double) -> Bool { false }

    /// Page dots publish no state; their owner does.
    public var state: [String: String] { [:] }
}
