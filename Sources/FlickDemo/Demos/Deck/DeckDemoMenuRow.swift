import FlickCore
import FlickKit

/// A row of the deck demo's menu drawer: the section's icon, its name and its count, the
/// current section in the app's one selection style (`Palette.selection`, as a selected
/// `ListRow`) with its icon in the accent, whatever the section.
final class DeckDemoMenuRow: Control {
    static let heightPx: Double = 48
    /// Where the section's name starts (after its icon), px.
    static let nameStartPx: Double = 64
    /// The count's column (three digits of the small font) and its space from the row's end, px.
    static let countWidthPx: Double = 32
    static let countEndPx: Double = 20

    let section: DeckDemoSection
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Runs on a click, or Space/Return while the row is focused.
    var action: ((_ now: Double) -> Void)?

    init(_ section: DeckDemoSection) {
        self.section = section
        super.init(name: section.name)
    }

    override var acceptsFocus: Bool { isEnabled && action != nil }

    /// The whole width, `heightPx` tall.
    override func preferredSize(for width: Double) -> Size { Size(max(0, width), DeckDemoMenuRow.heightPx) }

    override func activate(now: Double) { action?(now) }

    /// The focus ring lies inside the row.
    override var focusRect: Rect {
        let outset = style.focusRingGapPx + style.focusRingWidthPx
        return Rect(size: size).insetBy(dx: min(outset, size.width / 2), dy: min(outset, size.height / 2))
    }

    override var focusCornerRadius: Double { Constants.controlCornerPx }

    override func content(now: Double) -> [SceneNode] {
        let s = style, p = palette, corner = Constants.controlCornerPx
        let bounds = Rect(size: size).insetBy(dx: 8, dy: 3)
        var nodes: [SceneNode] = []
        if isSelected { nodes.append(.fill(bounds, p.selection, cornerRadius: corner)) }
        if isPressed {
            nodes.append(.fill(bounds, p.pressedFill, cornerRadius: corner))
        } else if isHovered {
            nodes.append(.fill(bounds, p.hoverFill, cornerRadius: corner))
        }
        let icon = Rect(x: 16, y: 0, width: 36, height: size.height).centered(Size(Constants.barIconPx, Constants.barIconPx))
        nodes.append(section.icon.scene(in: icon, color: isSelected ? p.accentText : p.secondaryText))
        let count = Rect(x: size.width - DeckDemoMenuRow.countEndPx - DeckDemoMenuRow.countWidthPx, y: 0,
                         width: DeckDemoMenuRow.countWidthPx, height: size.height)
        nodes.append(.text(TextNode(section.name, frame: Rect(x: DeckDemoMenuRow.nameStartPx, y: 0,
                                                              width: max(0, count.minX - 8 - DeckDemoMenuRow.nameStartPx),
                                                              height: size.height),
                                    font: s.font(bold: isSelected), color: s.text)))
        nodes.append(.text(TextNode("\(section.count)", frame: count,
                                    font: s.smallFont, color: s.secondaryText, alignment: .trailing)))
        return nodes
    }

    /// A menu item, `selected` for the section shown.
    override var semanticsRole: SemanticsRole { .menuItem }

    /// The base node, selected while its section shows.
    override func semantics(now: Double) -> [SemanticsNode] {
        super.semantics(now: now).map { node in
            var n = node
            if isSelected { n.states.insert(.selected) }
            return n
        }
    }
}
