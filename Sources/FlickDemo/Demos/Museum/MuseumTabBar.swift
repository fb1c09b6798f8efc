import FlickCore
import FlickKit

/// The museum's tab bar (the seed's tab bar controller): one plain `Button` per tab, the
/// selected one tinted, with an indicator line that follows a fractional `progress` while
/// the tabs slide. The Favorites item shows how many favorites there are in a badge after its
/// label: the label itself never changes, so it stays put when the count appears. In a narrow
/// bar (compact) the items show their icon alone.
public final class MuseumTabBar: Component {
    public static let heightPx: Double = 56
    /// The bar's height in a compact museum (`SizeClass.compact`), px.
    public static let compactHeightPx: Double = 40
    static let background = Color(hex: 0x0C0D10)
    static let hairline = Color(hex: 0xFFFFFF, alpha: 0.08)
    static let tint = Color(hex: 0xE8B64C)
    static let idleText = Color(hex: 0x9A9EA8)
    static let itemMaxWidthPx: Double = 220
    static let itemInsetPx: Double = 6
    static let indicatorHeightPx: Double = 3
    static let labelFontPx: Double = 15
    /// An estimate of DejaVu Sans's mean advance, em (places the badge after a label, and tells
    /// when a label no longer fits; the label's own position never depends on it).
    static let charWidthEm: Double = 0.6
    /// Count badge: height, least width, font size and gap after the label, px.
    static let badgeHeightPx: Double = 18
    static let badgeMinWidthPx: Double = 18
    static let badgeFontPx: Double = 11
    static let badgeGapPx: Double = 6
    static let badgeText = Color(hex: 0x0C0D10)

    /// The tab shown (committed); its item is tinted.
    public var selected: MuseumTab = .collections { didSet { if selected != oldValue { updateItems() } } }
    /// Displayed tab position (0 = first tab), fractional while the tabs slide.
    public var progress: Double = 0
    public var favoritesCount = 0 { didSet { if favoritesCount != oldValue { updateItems() } } }
    /// A click on a tab's item.
    public var onSelect: ((_ tab: MuseumTab, _ now: Double) -> Void)?
    public private(set) var size = Size(1, 1)
    /// The items, in `MuseumTab` order.
    public let items: [Button]
    let router = ComponentRouter()
    /// Keyboard focus among the items (Tab stops at each; a click focuses the clicked one).
    var focus = FocusChain()

    /// Whether an item holds the keyboard focus.
    public var hasFocus: Bool { focus.focused != nil }

    public init() {
        items = MuseumTab.allCases.map { tab in
            let b = Button(tab.title, kind: .plain, icon: tab.icon, fontSizePx: MuseumTabBar.labelFontPx)
            b.name = tab.name
            b.tooltip = "\(tab.title) (\(tab.rawValue + 1))"
            return b
        }
        for (tab, b) in zip(MuseumTab.allCases, items) {
            b.action = { [weak self] now in self?.onSelect?(tab, now) }
        }
        updateItems()
    }

    func updateItems() {
        for (tab, b) in zip(MuseumTab.allCases, items) {
            b.showsTitle = !isCompact
            var style = ControlStyle.standard
            style.text = tab == selected ? MuseumTabBar.tint : MuseumTabBar.idleText
            b.style = style
        }
    }

    /// Item `i`'s frame: the items side by side, centred, each at most `itemMaxWidthPx` wide.
    public func itemFrame(_ i: Int) -> Rect {
        let n = Double(items.count)
        let w = min(MuseumTabBar.itemMaxWidthPx, size.width / n)
        let x0 = (size.width - w * n) / 2
        let inset = min(MuseumTabBar.itemInsetPx, size.height / 4)
        return Rect(x: x0 + Double(i) * w, y: inset, width: w, height: max(0, size.height - 2 * inset))
    }

    /// True when the items are too narrow for their full labels (and a badge): icons alone.
    public var isCompact: Bool {
        let needed = (MuseumTab.allCases.map(labelWidth).max() ?? 0) + MuseumTabBar.badgeGapPx + MuseumTabBar.badgeMinWidthPx
        return itemFrame(0).width < needed
    }

    /// The estimated width of tab `tab`'s full label: its icon and title. It never holds the
    /// favorites count (the badge does), so it stays where it is when the count changes.
    func labelWidth(of tab: MuseumTab) -> Double {
        Constants.inlineIconPx + Constants.inlineIconGapPx + Double(tab.title.count) * MuseumTabBar.labelFontPx * MuseumTabBar.charWidthEm
    }

    /// The favorites count badge's frame (bar coordinates), or nil when there are none: after the
    /// Favorites label, vertically centred on it.
    public var badgeFrame: Rect? {
        guard favoritesCount > 0, let i = MuseumTab.allCases.firstIndex(of: .favorites) else { return nil }
        let item = itemFrame(i)
        let labelWidth = isCompact ? MuseumTabBar.labelFontPx : labelWidth(of: .favorites)
        let digits = Double(String(favoritesCount).count)
        let w = max(MuseumTabBar.badgeMinWidthPx, digits * MuseumTabBar.badgeFontPx * MuseumTabBar.charWidthEm + 10)
        let h = min(MuseumTabBar.badgeHeightPx, item.height)
        let x = isCompact ? item.midX + labelWidth / 2 : item.midX + labelWidth / 2 + MuseumTabBar.badgeGapPx
        let y = isCompact ? item.midY - h : item.midY - h / 2
        return Rect(x: min(x, item.maxX - w), y: y, width: w, height: h)
    }

    // MARK: Component

    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        for (i, b) in items.enumerated() { b.frame = itemFrame(i) }
        updateItems()
    }

    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .key(let key):
            return handleKey(key, now: now)
        case .pinch, .scroll, .longPress:
            return false
        case .press(let p, let button, _):
            let used = router.route(gesture, in: items.reversed().map(RoutedChild.init), now: now)
            if button == 1, let pressed = router.pressTarget as? Button { focus.focus(pressed) }
            return used || Rect(size: size).contains(p)
        default:
            return router.route(gesture, in: items.reversed().map(RoutedChild.init), now: now)
        }
    }

    /// Tab and Shift+Tab through the items (false past the last: the focus goes on); Space and
    /// Return to the focused item.
    private func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        guard ComponentRouter.isTab(key) else { return focus.focused?.handle(.key(key), now: now) ?? false }
        let backward = ComponentRouter.isBackTab(key)
        if let f = focus.focused, f === (backward ? items.first : items.last) {
            focus.focus(nil)
            return false
        }
        return focus.advance(in: items, backward: backward) != nil
    }

    public func scene(at now: Double) -> SceneNode {
        var nodes: [SceneNode] = [.fill(Rect(size: size), MuseumTabBar.background),
                                  .fill(Rect(x: 0, y: 0, width: size.width, height: 1), MuseumTabBar.hairline)]
        let a = itemFrame(0), b = itemFrame(max(0, items.count - 1))
        let p = progress.isFinite ? min(max(progress, 0), Double(items.count - 1)) : 0
        let x = a.minX + (b.minX - a.minX) * (items.count > 1 ? p / Double(items.count - 1) : 0)
        let inset = a.width * 0.18
        nodes.append(.fill(Rect(x: x + inset, y: 0, width: max(0, a.width - 2 * inset), height: MuseumTabBar.indicatorHeightPx),
                           MuseumTabBar.tint, cornerRadius: MuseumTabBar.indicatorHeightPx / 2))
        for item in items { nodes.append(.translated(item.frame.x, item.frame.y, [item.scene(at: now)])) }
        if let badge = badgeFrame {
            let color = selected == .favorites ? MuseumTabBar.tint : MuseumTabBar.idleText
            nodes.append(.fill(badge, color, cornerRadius: badge.height / 2))
            nodes.append(.text(TextNode(String(favoritesCount), frame: badge,
                                        font: FontSpec(size: MuseumTabBar.badgeFontPx, weight: .bold),
                                        color: MuseumTabBar.badgeText, alignment: .center)))
        }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    public func isAnimating(at now: Double) -> Bool { false }

    public var state: [String: String] { [:] }
}
