import FlickCore
import FlickKit

/// The museum's tab bar (MuseumApp's tab bar controller, drawn as iOS's tab bar and GNOME's view
/// switcher bar are): one plain `Button` per tab (the input, hover and focus), each showing its
/// icon over its label (`Constants.barLabelFontPx`), the current one in the app's one selection
/// style (`Palette.selection`, a rounded fill that follows a fractional `progress` while the tabs
/// slide) with its icon and label in the text colour. The Favorites item shows how many favorites
/// there are in a badge at its icon's top corner, so nothing moves when the count appears. In a
/// narrow bar or a compact one (`SizeClass.compact`) the items show their icon alone. Its
/// colours are the palette of the appearance it was last laid out in.
final class MuseumTabBar: Component {
    static let itemMaxWidthPx: Double = 220
    static let itemInsetPx: Double = 4
    /// The icon's size, px.
    static let iconPx: Double = 16
    /// An estimate of DejaVu Sans's mean advance, em (tells when a label no longer fits).
    static let charWidthEm: Double = 0.6
    /// Count badge: height, least width and font size, px.
    static let badgeHeightPx: Double = 16
    static let badgeMinWidthPx: Double = 16
    static let badgeFontPx: Double = 10

    /// The tab shown (committed); its item is tinted.
    var selected: MuseumTab = .collections { didSet { if selected != oldValue { updateItems() } } }
    /// Displayed tab position (0 = first tab), fractional while the tabs slide.
    var progress: Double = 0
    var favoritesCount = 0 { didSet { if favoritesCount != oldValue { updateItems() } } }
    /// A click on a tab's item.
    var onSelect: ((_ tab: MuseumTab, _ now: Double) -> Void)?
    public private(set) var size = Size(1, 1)
    /// The items, in `MuseumTab` order.
    public let items: [Button]
    /// Delivers gestures and keys to the items, and focuses the item pressed.
    let router = ComponentRouter()
    /// What it was last laid out in: its palette, and a compact size class shows glyphs alone.
    public private(set) var environment = ComponentEnvironment()

    /// Whether an item holds the keyboard focus.
    var hasFocus: Bool { items.contains { $0.isFocused } }

    public init() {
        items = MuseumTab.allCases.map { tab in
            // The bar draws each item's icon and label; the button is its input and highlight.
            let b = Button("", kind: .plain)
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
        for b in items { b.apply(environment) }
    }

    /// The colour of `tab`'s glyph and label: the text colour on the current tab's selection (as
    /// GNOME's view switcher draws it; the accent on the tinted selection is too faint to read),
    /// the secondary text colour on the others.
    func tint(of tab: MuseumTab) -> Color {
        tab == selected ? environment.palette.text : environment.palette.secondaryText
    }

    /// Item `i`'s frame: the items side by side, centred, each at most `itemMaxWidthPx` wide.
    func itemFrame(_ i: Int) -> Rect {
        let n = Double(items.count)
        let w = min(MuseumTabBar.itemMaxWidthPx, size.width / n)
        let x0 = (size.width - w * n) / 2
        let inset = min(MuseumTabBar.itemInsetPx, size.height / 4)
        return Rect(x: x0 + Double(i) * w, y: inset, width: w, height: max(0, size.height - 2 * inset))
    }

    /// True when the items show their glyph alone: a compact bar, or items too narrow for their
    /// labels.
    var isCompact: Bool {
        if environment.sizeClass.isCompact { return true }
        let longest = MuseumTab.allCases.map(\.title.count).max() ?? 0
        let needed = Double(longest) * Constants.barLabelFontPx * MuseumTabBar.charWidthEm + 8
        return itemFrame(0).width < needed
    }

    /// Item `i`'s glyph box and label box (bar coordinates): the glyph over the label, or the
    /// glyph alone, centred, when compact (the label box is then empty).
    func contentFrames(_ i: Int) -> (glyph: Rect, label: Rect) {
        let item = itemFrame(i)
        guard !isCompact else { return (item, Rect(x: item.minX, y: item.maxY, width: item.width, height: 0)) }
        let labelH = (Constants.barLabelFontPx * 1.3).rounded(.up)
        let glyphH = max(0, item.height - labelH)
        return (Rect(x: item.minX, y: item.minY, width: item.width, height: glyphH),
                Rect(x: item.minX, y: item.minY + glyphH, width: item.width, height: labelH))
    }

    /// The favorites count badge's frame (bar coordinates), or nil when there are none: at the
    /// top trailing corner of the Favorites glyph, so nothing moves when the count appears.
    var badgeFrame: Rect? {
        guard favoritesCount > 0, let i = MuseumTab.allCases.firstIndex(of: .favorites) else { return nil }
        let item = itemFrame(i), glyph = contentFrames(i).glyph
        let digits = Double(String(favoritesCount).count)
        let w = max(MuseumTabBar.badgeMinWidthPx, digits * MuseumTabBar.badgeFontPx * MuseumTabBar.charWidthEm + 8)
        let h = min(MuseumTabBar.badgeHeightPx, item.height)
        let x = glyph.midX + MuseumTabBar.iconPx * 0.35
        let y = max(0, glyph.midY - MuseumTabBar.iconPx * 0.5 - h / 2)
        return Rect(x: min(x, item.maxX - w), y: y, width: w, height: h)
    }

    // MARK: Component

    /// Lays out in `environment`: its palette, and its size class (the museum's: a bar is
    /// always low, so it does not fit the class to its own size).
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        for (i, b) in items.enumerated() { b.frame = itemFrame(i) }
        updateItems()
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .key(let key):
            return handleKey(key, now: now)
        case .pinch, .scroll, .longPress:
            return false
        case .press(let p, _, _):
            let used = router.route(gesture, in: focusChildren(now: now).reversed(), now: now)
            return used || Rect(size: size).contains(p)
        default:
            return router.route(gesture, in: focusChildren(now: now).reversed(), now: now)
        }
    }

    /// Tab and Shift+Tab through the items (false past the last: the focus goes on); Space and
    /// Return to the focused item.
    private func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        return router.route(.key(key), in: focusChildren(now: now), now: now)
    }

    /// The items in Tab order, at their frames (`FocusChain` walks them).
    func focusChildren(now: Double) -> [RoutedChild] { items.map { RoutedChild($0, frame: $0.frame) } }

    /// The selection's frame (bar coordinates) at `progress`: on the current item, between two
    /// while the tabs slide.
    var selectionFrame: Rect {
        let a = itemFrame(0), b = itemFrame(max(0, items.count - 1))
        let p = progress.isFinite ? min(max(progress, 0), Double(items.count - 1)) : 0
        let x = a.minX + (b.minX - a.minX) * (items.count > 1 ? p / Double(items.count - 1) : 0)
        return Rect(x: x, y: a.minY, width: a.width, height: a.height)
    }

    func scene(now: Double) -> SceneNode {
        let palette = environment.palette
        var nodes: [SceneNode] = [.fill(Rect(size: size), palette.barBackground),
                                  .fill(Rect(x: 0, y: 0, width: size.width, height: 1), palette.barEdge),
                                  .fill(selectionFrame, palette.selection, cornerRadius: Constants.controlCornerPx)]
        for (i, (tab, item)) in zip(MuseumTab.allCases, items).enumerated() {
            nodes.append(.translated(item.frame.x, item.frame.y, [item.scene(now: now)]))
            let boxes = contentFrames(i), tint = tint(of: tab)
            let side = min(MuseumTabBar.iconPx, boxes.glyph.height)
            nodes.append(tab.icon.image(in: boxes.glyph.centered(Size(side, side)), color: tint, owner: self, part: i))
            if boxes.label.height > 0 {
                nodes.append(.text(TextNode(tab.title, frame: boxes.label,
                                            font: FontSpec(size: Constants.barLabelFontPx, weight: tab == selected ? .bold : .regular),
                                            color: tint, alignment: .center)))
            }
        }
        if let badge = badgeFrame {
            let current = selected == .favorites
            nodes.append(.fill(badge, current ? palette.accent : palette.secondaryText, cornerRadius: badge.height / 2))
            nodes.append(.text(TextNode(String(favoritesCount), frame: badge,
                                        font: FontSpec(size: MuseumTabBar.badgeFontPx, weight: .bold),
                                        color: current ? palette.onAccent : palette.barBackground, alignment: .center)))
        }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    func isAnimating(now: Double) -> Bool { false }

    public var state: [String: String] { [:] }
}
