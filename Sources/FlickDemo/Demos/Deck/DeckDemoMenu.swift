import FlickCore
import FlickKit

/// The deck demo's left side: the app's menu (ViewDeck's Path-style example) — who is signed in,
/// then the sections with their icons and counts, the current one highlighted. Choosing one
/// bounces the menu closed and swaps the center while it is hidden. It draws in the palette it
/// was last given (`apply(_:)`), over the sidebar colour.
final class DeckDemoMenu {
    /// Widest the menu's rows get (the drawer is as wide as the window less a ledge), px.
    static let maxRowWidthPx: Double = 420
    /// The column: clamped to `maxRowWidthPx` at the drawer's leading edge; the name beside the
    /// badge (76 px in), the caption under them and the rows across, all of it wrapping where the
    /// 240 px of the smallest window's menu need.
    static let column = StackLayout(padding: EdgeInsets(top: 22, bottom: 16), maxContentWidth: maxRowWidthPx,
                                    contentPosition: .leading)

    let list: ControlGroup
    private(set) var rows: [DeckDemoMenuRow] = []
    /// Runs with the chosen section's index.
    var onChoose: ((_ index: Int, _ now: Double) -> Void)?
    /// The colours it draws in.
    private(set) var palette = Palette.dark

    init() {
        let name = Label("Ada Lovelace", emphasis: .bold)
        name.fontSizePx = 18
        let caption = Label("Choose a section: the menu bounces closed and the page changes while it is out of sight.",
                            emphasis: .secondary, maxLines: 4)
        let header = Label("Sections", emphasis: .header)
        rows = DeckDemoSection.all.map { DeckDemoMenuRow($0) }
        let rowList = rows
        list = ControlGroup(controls: [name, caption, header] + rows, background: Palette.dark.sidebarBackground)
        list.decoration = { [unowned self] _ in
            // The signed-in person's badge.
            let badge = Rect(x: 20, y: 22, width: 44, height: 44), p = self.palette
            return [.fill(badge, p.accent, cornerRadius: 22),
                    .text(TextNode("A", frame: badge, font: FontSpec(size: 20, weight: .bold), color: p.onAccent, alignment: .center))]
        }
        let besideBadge = EdgeInsets(top: 0, leading: 76, bottom: 0, trailing: 16)
        let items = [StackItem(name, length: 44, spacingAfter: 8, margin: besideBadge),
                     StackItem(caption, spacingAfter: 12, margin: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 16)),
                     StackItem(header, length: 24, spacingAfter: 4, margin: EdgeInsets(horizontal: 20))]
            + rowList.map { StackItem($0) }
        list.layoutHandler = { size in DeckDemoMenu.column.place(items, in: size) }
        for (i, row) in rows.enumerated() { row.action = { [unowned self] now in self.onChoose?(i, now) } }
    }

    /// Draws the menu in the colours of `environment`: the drawer's sidebar colour, the badge's
    /// accent, the rows' style and palette.
    func apply(_ environment: ComponentEnvironment) {
        let p = environment.palette
        guard p != palette else { return }
        palette = p
        list.background = p.sidebarBackground
        for row in rows { row.apply(environment) }
    }

    /// Highlights row `index`.
    func select(_ index: Int) {
        for (i, r) in rows.enumerated() { r.isSelected = i == index }
    }
}
