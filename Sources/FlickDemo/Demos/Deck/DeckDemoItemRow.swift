import FlickCore
import FlickKit

/// A row of the deck demo's center: a round badge at the leading edge, the entry's title and
/// line, its detail, and an unread dot or a chevron in a column at the trailing edge, all inside
/// `paddingPx` (the pressed and hovered highlight's room), so the badge lines up with the page's
/// title when the row sits `paddingPx` before the page's column.
final class DeckDemoItemRow: Control {
    /// Height of a row, px.
    static let heightPx: Double = 64
    /// Room between the row's edges and its content (the highlight's margin), px.
    static let paddingPx: Double = 8
    /// Width of the unread dot's or chevron's column at the trailing edge, px.
    static let trailingColumnPx: Double = 24
    /// Gap between the badge, the texts, the detail and the trailing column, px.
    static let gapPx: Double = 12
    /// Width of the detail (a time or a count), px.
    static let detailWidthPx: Double = 80
    static let badgeRadiusPx: Double = 15

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

    /// The focus ring lies inside the row.
    override var focusRect: Rect {
        let outset = style.focusRingGapPx + style.focusRingWidthPx
        return Rect(size: size).insetBy(dx: min(outset, size.width / 2), dy: min(outset, size.height / 2))
    }

    override var focusCornerRadius: Double { 4 }

    override func content(now: Double) -> [SceneNode] {
        let s = style, p = palette
        let w = size.width, h = size.height, pad = DeckDemoItemRow.paddingPx
        var nodes: [SceneNode] = []
        if isPressed {
            nodes.append(.fill(Rect(size: size).insetBy(dx: 0, dy: 2), p.pressedFill, cornerRadius: Constants.controlCornerPx))
        } else if isHovered {
            nodes.append(.fill(Rect(size: size).insetBy(dx: 0, dy: 2), p.hoverFill, cornerRadius: Constants.controlCornerPx))
        }
        let r = DeckDemoItemRow.badgeRadiusPx
        let parts = self.parts
        nodes.append(.fill(parts.badge, item.tint, cornerRadius: r))
        nodes.append(.text(TextNode(item.initial, frame: parts.badge, font: FontSpec(family: s.fontFamily, size: 14, weight: .bold),
                                    color: .white, alignment: .center)))
        let textX = parts.title.minX, trailing = parts.trailing
        nodes.append(.text(TextNode(item.title, frame: parts.title, font: s.font(bold: item.unread), color: s.text)))
        nodes.append(.text(TextNode(item.subtitle, frame: parts.subtitle, font: s.smallFont, color: s.secondaryText)))
        nodes.append(.text(TextNode(item.detail, frame: parts.detail, font: s.smallFont,
                                    color: item.unread ? p.accentText : s.secondaryText, alignment: .trailing)))
        if item.unread {
            nodes.append(.fill(Rect(x: trailing.midX - 5, y: h / 2 - 5, width: 10, height: 10), p.accent, cornerRadius: 5))
        } else {
            let side = min(Constants.inlineIconPx, trailing.width, trailing.height)
            nodes.append(Icon.forward.scene(in: trailing.centered(Size(side, side)), color: s.secondaryText))
        }
        nodes.append(.fill(Rect(x: textX, y: h - 1, width: max(0, w - pad - textX), height: 1), s.separator))
        return nodes
    }

    /// Where the row draws its badge, title, subtitle (under the title), detail (a time or a
    /// count, at the title's height before the trailing column) and trailing column.
    var parts: (badge: Rect, title: Rect, subtitle: Rect, detail: Rect, trailing: Rect) {
        let w = size.width, h = size.height, pad = DeckDemoItemRow.paddingPx, gap = DeckDemoItemRow.gapPx
        let r = DeckDemoItemRow.badgeRadiusPx
        let badge = Rect(x: pad, y: h / 2 - r, width: 2 * r, height: 2 * r)
        let textX = badge.maxX + gap
        let trailing = Rect(x: w - pad - DeckDemoItemRow.trailingColumnPx, y: 0, width: DeckDemoItemRow.trailingColumnPx, height: h)
        let detailX = max(textX, trailing.minX - gap / 2 - DeckDemoItemRow.detailWidthPx)
        let textRight = max(textX, detailX - gap / 2)
        return (badge, Rect(x: textX, y: 10, width: textRight - textX, height: 22),
                Rect(x: textX, y: 32, width: textRight - textX, height: 20),
                Rect(x: detailX, y: 10, width: trailing.minX - gap / 2 - detailX, height: 22), trailing)
    }

    /// A list item named by the entry's title, described by its subtitle and detail, holding its
    /// subtitle and detail (a time or a count) as text where they are drawn.
    override var semanticsRole: SemanticsRole { .listItem }

    /// The base node with the subtitle and the detail as its text children.
    override func semantics(now: Double) -> [SemanticsNode] {
        let parts = self.parts
        return super.semantics(now: now).map { node in
            var n = node
            n.description = [item.subtitle, item.detail].filter { !$0.isEmpty }.joined(separator: ", ")
            n.children += [(item.subtitle, parts.subtitle), (item.detail, parts.detail)]
                .filter { !$0.0.isEmpty }
                .map { SemanticsNode(role: .text, name: $0.0, frame: $0.1) }
            return n
        }
    }
}
