import FlickCore

extension ShortcutsOverlay {
    /// Key caps (their labels at `Constants.barLabelFontPx`, the app's smallest): height, inner
    /// padding, gap between caps, corner, px; glyph advance in em.
    static let capHeightPx: Double = 20
    static let capPaddingPx: Double = 6
    static let capGapPx: Double = 3
    static let capCornerPx: Double = 4
    static let capCharWidthEm: Double = 0.62
    /// The gesture icon's box, px.
    static let iconSize = Size(30, 22)
    /// Descriptions start at least this far into a column, px, and this far after the widest keys of their group.
    static let keysColumnMinPx: Double = 72
    static let descriptionGapPx: Double = 14
    /// The panel's size as it starts to grow in (a fraction of its full size).
    static let startScale: Double = 0.94

    /// The veil fading in, then the panel (opaque from its first frame, its content fading in on it,
    /// and, without reduced motion, grown by the presence; `ModalPanel`):
    /// the header, the groups in their columns scrolled and clipped, and a scroll bar when the
    /// groups do not fit.
    func makeScene(now: Double) -> SceneNode {
        let p = presence(now: now)
        guard p > 0 else { return .empty }
        let panel = layout.panel
        let palette = environment.palette
        let veil = palette.veil
        guard panel.width > 0, panel.height > 0 else { return .fill(Rect(size: size), veil.withAlpha(veil.alpha * p)) }
        let k = environment.reducedMotion ? 1 : ShortcutsOverlay.startScale + (1 - ShortcutsOverlay.startScale) * p
        let grow = AffineTransform(a: k, b: 0, c: 0, d: k, tx: panel.midX * (1 - k), ty: panel.midY * (1 - k))
        let corner = Constants.cardCornerPx
        var inner: [SceneNode] = [
            .shadow(panel, Shadow(radius: 24, opacity: 0.5, offset: Point(0, 6)), cornerRadius: corner),
            .fill(panel, palette.cardBackground, cornerRadius: corner),
            .strokeRect(panel.insetBy(0.5), palette.cardBorder, lineWidth: 1, cornerRadius: corner),
        ]
        inner += header(in: panel)
        let body = layout.body.offsetBy(dx: panel.x, dy: panel.y)
        var rows: [SceneNode] = []
        for placed in layout.groups where placed.index < groups.count && placed.index < layout.rowHeights.count {
            let f = placed.frame.offsetBy(dx: 0, dy: -scrollOffset)
            guard f.maxY >= 0, f.minY <= body.height else { continue }
            rows += group(groups[placed.index], in: f, rowHeights: layout.rowHeights[placed.index])
        }
        inner.append(.group(GroupNode([.translated(body.x, body.y, rows)], clip: body)))
        if let thumb = ScrollIndicator.thumbFrame(viewport: Size(body.width + layout.body.x / 2, body.height),
                                                  contentHeight: layout.contentHeight, offset: scrollOffset) {
            inner.append(.fill(thumb.offsetBy(dx: body.x, dy: body.y), palette.scrollIndicator,
                               cornerRadius: ScrollIndicator.widthPx / 2))
        }
        return ModalPanel.scene(veil: .fill(Rect(size: size), veil), panel: Array(inner.prefix(3)),
                                content: Array(inner.dropFirst(3)), transform: grow, presence: p)
    }

    /// "Keyboard Shortcuts", the title of what is shown, and how to close: beside the heading
    /// where both fit, else beside the title below it, so the heading is never cut.
    func header(in panel: Rect) -> [SceneNode] {
        let pad = layout.body.x
        let w = max(0, panel.width - 2 * pad)
        let bold = FontSpec(family: style.fontFamily, size: Constants.titleFontPx, weight: .bold)
        let small = FontSpec(family: style.fontFamily, size: Constants.smallFontPx)
        let heading = ShortcutsOverlay.heading, closeHint = "Esc or ? closes"
        let hintW = min(w / 2, Double(closeHint.count) * Constants.smallFontPx * ShortcutsOverlay.capCharWidthEm)
        let headingW = Double(heading.count) * Constants.titleFontPx * ShortcutsOverlay.capCharWidthEm
        let hintBesideHeading = headingW + hintW + 8 <= w
        let hintY = hintBesideHeading ? panel.y + 14 : panel.y + 32
        return [
            .text(TextNode(heading, frame: Rect(x: panel.x + pad, y: panel.y + 12, width: hintBesideHeading ? max(0, w - hintW - 8) : w, height: 24),
                           font: bold, color: style.text)),
            .text(TextNode(title, frame: Rect(x: panel.x + pad, y: panel.y + 34, width: max(0, w - hintW - 8), height: 16),
                           font: small, color: style.secondaryText)),
            .text(TextNode(closeHint, frame: Rect(x: panel.maxX - pad - hintW, y: hintY, width: hintW, height: 20),
                           font: small, color: style.secondaryText, alignment: .trailing)),
            .fill(Rect(x: panel.x + pad, y: panel.y + ShortcutsLayout.headerHeightPx - 6, width: w, height: 1), style.separator),
        ]
    }

    /// A group's heading and its rows in `frame` (body coordinates), each line as tall as the
    /// layout made it; descriptions start where the layout says for every group.
    func group(_ g: ShortcutGroup, in frame: Rect, rowHeights: [Double]) -> [SceneNode] {
        let heading = FontSpec(family: style.fontFamily, size: Constants.bodyFontPx, weight: .bold)
        var nodes: [SceneNode] = [.text(TextNode(g.title, frame: Rect(x: frame.minX, y: frame.minY + 4, width: frame.width, height: 22),
                                                 font: heading, color: environment.palette.accentText))]
        var y = frame.minY + ShortcutsLayout.groupHeadingPx
        let descX = frame.minX + layout.descriptionOffset
        for (s, h) in zip(g.shortcuts, rowHeights) {
            nodes += row(s, in: Rect(x: frame.minX, y: y, width: frame.width, height: h), descriptionX: descX)
            y += h
        }
        return nodes
    }

    /// The width of a line's icon and key caps, px.
    static func keysWidth(_ s: Shortcut) -> Double {
        var w = s.gesture == nil ? 0 : iconSize.width + 8
        for (i, combo) in s.keys.enumerated() {
            if i > 0 { w += 12 }
            w += combo.capLabels.map { capWidth($0) + capGapPx }.reduce(0, +)
        }
        return w
    }

    /// One line: the gesture's icon, the key caps (alternatives split by "/"), the description
    /// from `descriptionX` (or after the caps, if they are wider).
    func row(_ s: Shortcut, in frame: Rect, descriptionX: Double) -> [SceneNode] {
        var nodes: [SceneNode] = []
        var x = frame.minX
        let midY = frame.minY + ShortcutsLayout.rowHeightPx / 2
        if let g = s.gesture {
            let box = Rect(x: x, y: midY - ShortcutsOverlay.iconSize.height / 2,
                           width: ShortcutsOverlay.iconSize.width, height: ShortcutsOverlay.iconSize.height)
            nodes += g.icon(in: box, color: style.text.withAlpha(0.9))
            x += ShortcutsOverlay.iconSize.width + 8
        }
        let capFont = FontSpec(family: style.fontFamily, size: Constants.barLabelFontPx)
        for (i, combo) in s.keys.enumerated() {
            if i > 0 {
                nodes.append(.text(TextNode("/", frame: Rect(x: x, y: frame.minY, width: 12, height: ShortcutsLayout.rowHeightPx),
                                            font: capFont, color: style.secondaryText, alignment: .center)))
                x += 12
            }
            for label in combo.capLabels {
                let w = ShortcutsOverlay.capWidth(label)
                let cap = Rect(x: x, y: midY - ShortcutsOverlay.capHeightPx / 2, width: w, height: ShortcutsOverlay.capHeightPx)
                nodes.append(.fill(cap, style.controlFill, cornerRadius: ShortcutsOverlay.capCornerPx))
                nodes.append(.strokeRect(cap.insetBy(0.5), environment.palette.cardBorder, lineWidth: 1,
                                         cornerRadius: ShortcutsOverlay.capCornerPx))
                nodes.append(.text(TextNode(label, frame: cap, font: capFont, color: style.text, alignment: .center)))
                x += w + ShortcutsOverlay.capGapPx
            }
        }
        let descX = max(descriptionX, x + 8)
        let lines = Int(((frame.height - ShortcutsLayout.rowHeightPx) / ShortcutsLayout.descriptionLineHeightPx).rounded()) + 1
        let text = Rect(x: descX, y: frame.minY + (ShortcutsLayout.rowHeightPx - ShortcutsLayout.descriptionLineHeightPx) / 2,
                        width: max(0, frame.maxX - descX), height: Double(lines) * ShortcutsLayout.descriptionLineHeightPx)
        nodes.append(.text(TextNode(s.title, frame: text, font: FontSpec(family: style.fontFamily, size: Constants.bodyFontPx),
                                    color: style.text, maxLines: ShortcutsLayout.descriptionMaxLines, centeredVertically: lines == 1)))
        return nodes
    }

    /// A key cap's width for `label`, px.
    static func capWidth(_ label: String) -> Double {
        max(capHeightPx, Double(label.count) * Constants.barLabelFontPx * capCharWidthEm + 2 * capPaddingPx)
    }
}
