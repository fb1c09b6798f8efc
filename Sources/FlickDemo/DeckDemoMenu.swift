import FlickCore
import FlickKit

/// The deck demo's left side: a menu of sections, the current one highlighted.
final class DeckDemoMenu {
    static let background = DrawerStyle.background

    let list: ControlGroup
    private(set) var rows: [ListRow] = []
    /// Runs with the chosen section's index.
    var onChoose: ((_ index: Int, _ now: Double) -> Void)?

    init() {
        let heading = Label("ViewDeck", emphasis: .bold)
        heading.fontSizePx = 20
        let caption = Label("Choose a section: the menu bounces closed and the center changes while it is hidden.",
                            emphasis: .secondary, maxLines: 3)
        rows = DeckDemoSection.all.map { ListRow($0.name, subtitle: $0.blurb) }
        let rowList = rows
        list = ControlGroup(controls: [heading, caption] + rows, background: DeckDemoMenu.background)
        list.layoutHandler = { size in
            let pad = 16.0
            let w = max(0, size.width - 2 * pad)
            heading.frame = Rect(x: pad, y: 20, width: w, height: 32)
            caption.frame = Rect(x: pad, y: 56, width: w, height: 54)
            var y = 120.0
            for row in rowList {
                row.frame = Rect(x: 0, y: y, width: size.width, height: ListRow.heightWithSubtitlePx)
                y += ListRow.heightWithSubtitlePx
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
