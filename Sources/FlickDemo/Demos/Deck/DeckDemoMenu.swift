import FlickCore
import FlickKit

/// The deck demo's left side: the app's menu (the seed's Path-style example) — who is signed in,
/// then the sections with their icons and counts, the current one highlighted. Choosing one
/// bounces the menu closed and swaps the center while it is hidden.
final class DeckDemoMenu {
    static let background = DrawerStyle.background
    /// Widest the menu's rows get (the drawer is as wide as the window less a ledge), px.
    static let maxRowWidthPx: Double = 420

    let list: ControlGroup
    private(set) var rows: [DeckDemoMenuRow] = []
    /// Runs with the chosen section's index.
    var onChoose: ((_ index: Int, _ now: Double) -> Void)?

    init() {
        let name = Label("Ada Lovelace", emphasis: .bold)
        name.fontSizePx = 18
        let caption = Label("Choose a section: the menu bounces closed and the page changes while it is out of sight.",
                            emphasis: .secondary, maxLines: 3)
        let header = Label("Sections", emphasis: .header)
        rows = DeckDemoSection.all.map { DeckDemoMenuRow($0) }
        let rowList = rows
        list = ControlGroup(controls: [name, caption, header] + rows, background: DeckDemoMenu.background)
        list.decoration = { _ in
            // The signed-in person's badge.
            let badge = Rect(x: 20, y: 22, width: 44, height: 44)
            return [.fill(badge, Color(hex: 0x3584E4), cornerRadius: 22),
                    .text(TextNode("A", frame: badge, font: FontSpec(size: 20, weight: .bold), color: .white, alignment: .center))]
        }
        list.layoutHandler = { size in
            let w = min(size.width, DeckDemoMenu.maxRowWidthPx)
            name.frame = Rect(x: 76, y: 22, width: max(0, w - 92), height: 24)
            caption.frame = Rect(x: 76, y: 46, width: max(0, w - 92), height: 54)
            header.frame = Rect(x: 20, y: 112, width: max(0, w - 40), height: 24)
            var y = 140.0
            for row in rowList {
                row.frame = Rect(x: 0, y: y, width: w, height: DeckDemoMenuRow.heightPx)
                y += DeckDemoMenuRow.heightPx
            }
            return y + 16
        }
        for (i, row) in rows.enumerated() { row.action = { [unowned self] now in self.onChoose?(i, now) } }
    }

    /// Highlights row `index`.
    func select(_ index: Int) {
        for (i, r) in rows.enumerated() { r.isSelected = i == index }
    }
}
