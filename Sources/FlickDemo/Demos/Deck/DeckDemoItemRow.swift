import FlickCore
import FlickKit

/// A row of the deck demo's center: a round badge in a ledge-wide column at the leading edge,
/// the entry's title and line, its detail, and an unread dot or a chevron in a ledge-wide
/// column at the trailing edge. Only those icons lie within a ledge of either edge, so the
/// strip of the center an open side leaves visible shows whole icons, never cut-off words.
final class DeckDemoItemRow: Control {
    /// Height of a row, px.
    static let heightPx: Double = 64
    /// Width of the icon columns at both edges: the deck's default ledge.
    static let iconColumnPx: Double = Constants.deckLedgePx
    static let badgeRadiusPx: Double = 15
    static let unreadColor = Color(hex: 0x62A0EA)

    let item: DeckDemoItem
    /// Runs on a click, or Space/Return while the row is focused.
    var action: ((_ now: Double) -> Void)?

    init(_ item: DeckDemoItem, action: ((_ now: Double) -> Void)? = nil) {
        self.item = item
        self.action = action
        super.init(name: item.title)
    }

    override var acceptsFocus: Bool { isEnabled && action != nil }

    override func activate(now: Double) { action?(now) }

    /// The focus ring lies inside the row (rows span the page's width).
    override var focusRect: Rect {
        let outset = style.focusRingGapPx + style.focusRingWidthPx
        return Rect(size: size).insetBy(dx: min(outset, size.width / 2), dy: min(outset, size.height / 2))
    }

    override var focusCornerRadius: Double { 4 }

    override func content(at now: Double) -> [SceneNode] {
        let s = style
        let w = size.width, h = size.height, col = DeckDemoItemRow.iconColumnPx
        var nodes: [SceneNode] = []
        if isPressed {
            nodes.append(.fill(Rect(size: size).insetBy(dx: 4, dy: 2), Color.white.withAlpha(0.10), cornerRadius: 6))
        } else if isHovered {
            nodes.append(.fill(Rect(size: size).insetBy(dx: 4, dy: 2), Color.white.withAlpha(0.05), cornerRadius: 6))
        }
        let r = DeckDemoItemRow.badgeRadiusPx
        let badge = Rect(x: col / 2 - r, y: h / 2 - r, width: 2 * r, height: 2 * r)
        nodes.append(.fill(badge, item.tint, cornerRadius: r))
        nodes.append(.text(TextNode(item.initial, frame: badge, font: FontSpec(family: s.fontFamily, size: 14, weight: .bold),
                                    color: .white, alignment: .center)))
        let textX = col + 12
        let detailWidth = 80.0
        let textRight = max(textX, w - col - 8 - detailWidth - 8)
        nodes.append(.text(TextNode(item.title, frame: Rect(x: textX, y: 10, width: textRight - textX, height: 22),
                                    font: s.font(bold: item.unread), color: s.text)))
        nodes.append(.text(TextNode(item.subtitle, frame: Rect(x: textX, y: 32, width: textRight - textX, height: 20),
                                    font: s.smallFont, color: s.secondaryText)))
        nodes.append(.text(TextNode(item.detail, frame: Rect(x: w - col - 8 - detailWidth, y: 10, width: detailWidth, height: 22),
                                    font: s.smallFont, color: item.unread ? DeckDemoItemRow.unreadColor : s.secondaryText,
                                    alignment: .trailing)))
        if item.unread {
            nodes.append(.fill(Rect(x: w - col / 2 - 5, y: h / 2 - 5, width: 10, height: 10), DeckDemoItemRow.unreadColor,
                               cornerRadius: 5))
        } else {
            nodes.append(.text(TextNode("›", frame: Rect(x: w - col, y: 0, width: col, height: h),
                                        font: FontSpec(family: s.fontFamily, size: s.fontSizePx * 1.4),
                                        color: s.secondaryText, alignment: .center)))
        }
        nodes.append(.fill(Rect(x: textX, y: h - 1, width: max(0, w - col - textX), height: 1), s.separator))
        return nodes
    }

    /// A list item named by the entry's title.
    override var semanticsRole: SemanticsRole { .listItem }
}
